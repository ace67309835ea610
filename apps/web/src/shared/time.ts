import { DEFAULT_TIME_ZONE, wallClockParts } from '@shuyuan/contract/time-zone';

/*
 * The web's one time helper (decision 035): every time the site shows is told in the site's time zone
 * (`time_zone` of the system config, Asia/Shanghai by default), whatever the browser's own zone is, so an
 * order's time (sent as an ISO instant) and an article's (sent as the server's `YYYY-MM-DD HH:mm:ss` in the
 * site's zone) agree.
 */

export type TimeInput = string | number | Date;
export type TimeLang = 'cn' | 'en';

let siteZone = DEFAULT_TIME_ZONE;

/** Called once the system config is in (app start-up); a name the browser does not know is ignored. */
export function setSiteTimeZone(zone: string | undefined): void {
  if (!zone) return;
  try {
    wallClockParts(0, zone);
    siteZone = zone;
  } catch {
    // The server checks the setting; an old browser without the zone keeps the default.
  }
}

export const currentSiteTimeZone = (): string => siteZone;

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of the site's zone at an instant. */
function wallAt(ms: number): Wall {
  const parts = wallClockParts(ms, siteZone);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const wallAsUtc = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss` with no zone: the server's, in the site's zone. */
const NAIVE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The instant of an input: a number, a Date, an ISO string with its zone, or a site-zone wall time. */
export function instantOf(input: TimeInput): number {
  if (typeof input === 'number') return input;
  if (input instanceof Date) return input.getTime();
  const naive = NAIVE.exec(input.trim());
  if (!naive) return Date.parse(input);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = naive;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // The zone's offset at that wall time; once more after the first guess, for a change of daylight time.
  let ms = asUtc - (wallAsUtc(wallAt(asUtc)) - asUtc);
  ms = asUtc - (wallAsUtc(wallAt(ms)) - ms);
  return ms;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (w: Wall) => `${w.year}-${pad(w.month)}-${pad(w.day)}`;
const clockOf = (w: Wall) => `${pad(w.hour)}:${pad(w.minute)}`;

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** The words part of spec §9's rule, or null when the time is old enough to be shown as a date. */
function relativeWords(seconds: number, lang: TimeLang): string | null {
  if (seconds < MINUTE) return lang === 'cn' ? '刚刚' : 'just now';
  if (seconds < HOUR) {
    const n = Math.floor(seconds / MINUTE);
    return lang === 'cn' ? `${n}分钟前` : plural(n, 'minute');
  }
  if (seconds < DAY) {
    const n = Math.floor(seconds / HOUR);
    return lang === 'cn' ? `${n}小时前` : plural(n, 'hour');
  }
  if (seconds < 7 * DAY) {
    const n = Math.floor(seconds / DAY);
    return lang === 'cn' ? `${n}天前` : plural(n, 'day');
  }
  return null;
}

/** Spec §9's rule: the words while recent, else the date (MM-DD under a year, YYYY-MM-DD), then the clock. */
function relativeTime(input: TimeInput, lang: TimeLang, now: TimeInput, clock: boolean): string {
  const at = instantOf(input);
  // A time slightly in the future (clock skew between server and browser) counts as "just now".
  const seconds = Math.max(0, Math.floor((instantOf(now) - at) / 1000));
  const words = relativeWords(seconds, lang);
  if (words) return words;
  const wall = wallAt(at);
  const date = seconds < 365 * DAY ? `${pad(wall.month)}-${pad(wall.day)}` : dateOf(wall);
  return clock ? `${date} ${clockOf(wall)}` : date;
}

/**
 * Spec §9 relative time: 刚刚 / N分钟前 / N小时前 / N天前 (under 7 days) / MM-DD (under 365 days) / YYYY-MM-DD.
 */
export function formatRelativeTime(
  input: TimeInput,
  lang: TimeLang = 'cn',
  now: TimeInput = Date.now(),
): string {
  return relativeTime(input, lang, now, false);
}

/** The same rule, with HH:mm added to the date forms (MM-DD HH:mm / YYYY-MM-DD HH:mm). */
export function formatRelativeTimeWithClock(
  input: TimeInput,
  lang: TimeLang = 'cn',
  now: TimeInput = Date.now(),
): string {
  return relativeTime(input, lang, now, true);
}

/** Plain 'YYYY-MM-DD HH:mm' in the site's zone. */
export function formatDateTime(input: TimeInput): string {
  const wall = wallAt(instantOf(input));
  return `${dateOf(wall)} ${clockOf(wall)}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in the site's zone (the console's tables). */
export function formatDateTimeSeconds(input: TimeInput): string {
  const wall = wallAt(instantOf(input));
  return `${dateOf(wall)} ${clockOf(wall)}:${pad(wall.second)}`;
}

/** Plain 'YYYY-MM-DD' in the site's zone. */
export function formatDate(input: TimeInput): string {
  return dateOf(wallAt(instantOf(input)));
}
