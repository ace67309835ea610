import dayjs from 'dayjs';

export type TimeInput = string | number | Date;
export type TimeLang = 'cn' | 'en';

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

function elapsedSeconds(input: TimeInput, now: TimeInput): number {
  // A time slightly in the future (clock skew between server and browser) counts as "just now".
  return Math.max(0, dayjs(now).diff(dayjs(input), 'second'));
}

/** Spec §9's rule: the words while recent, else the date (MM-DD this year-ish, YYYY-MM-DD), then `clock`. */
function relativeTime(input: TimeInput, lang: TimeLang, now: TimeInput, clock: string): string {
  const seconds = elapsedSeconds(input, now);
  return (
    relativeWords(seconds, lang) ??
    dayjs(input).format(`${seconds < 365 * DAY ? 'MM-DD' : 'YYYY-MM-DD'}${clock}`)
  );
}

/**
 * Spec §9 relative time: 刚刚 / N分钟前 / N小时前 / N天前 (under 7 days) / MM-DD (under 365 days) / YYYY-MM-DD.
 */
export function formatRelativeTime(
  input: TimeInput,
  lang: TimeLang = 'cn',
  now: TimeInput = Date.now(),
): string {
  return relativeTime(input, lang, now, '');
}

/** The same rule, with HH:mm added to the date forms (MM-DD HH:mm / YYYY-MM-DD HH:mm). */
export function formatRelativeTimeWithClock(
  input: TimeInput,
  lang: TimeLang = 'cn',
  now: TimeInput = Date.now(),
): string {
  return relativeTime(input, lang, now, ' HH:mm');
}

/** Plain 'YYYY-MM-DD HH:mm'. */
export function formatDateTime(input: TimeInput): string {
  return dayjs(input).format('YYYY-MM-DD HH:mm');
}

/** Plain 'YYYY-MM-DD'. */
export function formatDate(input: TimeInput): string {
  return dayjs(input).format('YYYY-MM-DD');
}
