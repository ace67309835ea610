import { wallClockParts } from '@shuyuan/contract';

/*
 * `YYYY-MM-DD HH:mm:ss` in a time zone without asking Intl for every time: Intl's formatToParts was 7 % of a
 * course detail read in the profile (one call per video). A zone's offset from UTC holds for whole
 * days except on the rare day it changes (daylight saving, a change of the zone's rule), so each UTC day's
 * offset is asked of Intl once, and a day whose offset differs between its first and last second is left
 * to Intl for every time in it. The answer is the same as Intl's to the second (wall-clock.test.ts).
 */

const DAY_MS = 86_400_000;
/** Days remembered per zone before the memory starts afresh (~55 years of distinct days). */
const MAX_DAYS = 20_000;
/** Per zone: each UTC day's offset in ms, or null for a day on which the offset changes. */
const offsets = new Map<string, Map<number, number | null>>();
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/** The zone's offset at `ms` (a whole second), in ms, from Intl; null outside the years 1000–9999. */
function offsetAt(ms: number, zone: string): number | null {
  const p = wallClockParts(ms, zone);
  const year = Number(p.year);
  if (!(year >= 1000 && year <= 9999)) return null;
  const local = Date.UTC(
    year,
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return local - ms;
}

function dayOffset(day: number, zone: string): number | null {
  let days = offsets.get(zone);
  if (!days) {
    days = new Map();
    offsets.set(zone, days);
  }
  const known = days.get(day);
  if (known !== undefined) return known;
  const start = day * DAY_MS;
  const first = offsetAt(start, zone);
  const last = offsetAt(start + DAY_MS - 1000, zone);
  const offset = first !== null && first === last ? first : null;
  if (days.size >= MAX_DAYS) days.clear();
  days.set(day, offset);
  return offset;
}

function formatWithIntl(ms: number, zone: string): string {
  const parts = wallClockParts(ms, zone);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** `YYYY-MM-DD HH:mm:ss` of `ms` in `zone` (an IANA name), as Intl's en-GB 24-hour wall clock writes it. */
export function wallClockText(ms: number, zone: string): string {
  if (!Number.isFinite(ms)) return formatWithIntl(ms, zone);
  const offset = dayOffset(Math.floor(ms / DAY_MS), zone);
  if (offset === null) return formatWithIntl(ms, zone);
  const local = new Date(ms + offset);
  const year = local.getUTCFullYear();
  // Near the ends of the range the local day may fall in a year Intl writes differently: Intl decides.
  if (year < 1000 || year > 9999) return formatWithIntl(ms, zone);
  return (
    `${year}-${TWO_DIGITS[local.getUTCMonth() + 1]}-${TWO_DIGITS[local.getUTCDate()]} ` +
    `${TWO_DIGITS[local.getUTCHours()]}:${TWO_DIGITS[local.getUTCMinutes()]}:${TWO_DIGITS[local.getUTCSeconds()]}`
  );
}
