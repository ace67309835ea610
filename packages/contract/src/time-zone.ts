/*
 * The site's one time zone (decision 035): every time the site shows is told in it, by the server where it
 * formats and by the web's one time helper. A setting (`site.time_zone`), Asia/Shanghai by default.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** An IANA zone name (`Asia/Shanghai`, `Europe/Berlin`, `UTC`) this runtime knows; offsets like `+08:00` are not. */
export function isTimeZone(value: unknown): value is string {
  if (
    typeof value !== 'string' ||
    value.length > 64 ||
    !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)
  )
    return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The stored setting when it names a zone, else the default. */
export const siteTimeZone = (value: unknown): string => (isTimeZone(value) ? value : DEFAULT_TIME_ZONE);

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of a zone, in parts (year … second, 24-hour): one formatter per zone, kept, for the server's
 * `YYYY-MM-DD HH:mm:ss` and the web's time helper alike. Throws for a zone this runtime does not know.
 */
export function wallClockParts(ms: number, zone: string): Record<string, string> {
  let formatter = wallClocks.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(zone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = part.value;
  return parts;
}
