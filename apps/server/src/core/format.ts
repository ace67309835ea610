/*
 * Presentation formats made at the edge (decision 001: the database keeps epoch ms and fen).
 * MeEdu serialises uncast columns as `YYYY-MM-DD HH:mm:ss` in its app timezone (PRC) and Eloquent
 * timestamps as ISO-8601 UTC with microseconds.
 */

const shanghai = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. */
export function formatDateTime(ms: number): string {
  const parts: Record<string, string> = {};
  for (const part of shanghai.formatToParts(new Date(ms))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** `2025-01-02T03:04:05.000000Z`: Laravel's Eloquent date format (UTC, microseconds). */
export function formatIso(ms: number): string {
  return new Date(ms).toISOString().replace(/Z$/, '000Z');
}
