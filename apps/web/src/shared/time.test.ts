import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentSiteTimeZone,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatRelativeTime,
  formatRelativeTimeWithClock,
  setSiteTimeZone,
} from './time';

// The rules below are written with the test machine's own dates: the site's zone is the machine's here.
// The site's own zone is tested at the end, with zones fixed by name.
beforeAll(() => setSiteTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone));
afterAll(() => setSiteTimeZone('Asia/Shanghai'));

const now = new Date(2026, 10, 22, 12, 0, 0).getTime();
const ago = (seconds: number) => now - seconds * 1000;

describe('formatRelativeTime (spec §9)', () => {
  it('says 刚刚 under 60 seconds, including a time slightly in the future', () => {
    expect(formatRelativeTime(ago(0), 'cn', now)).toBe('刚刚');
    expect(formatRelativeTime(ago(59), 'cn', now)).toBe('刚刚');
    expect(formatRelativeTime(ago(-30), 'cn', now)).toBe('刚刚');
  });

  it('counts whole minutes under an hour, hours under a day, days under a week', () => {
    expect(formatRelativeTime(ago(60), 'cn', now)).toBe('1分钟前');
    expect(formatRelativeTime(ago(59 * 60 + 59), 'cn', now)).toBe('59分钟前');
    expect(formatRelativeTime(ago(3600), 'cn', now)).toBe('1小时前');
    expect(formatRelativeTime(ago(23 * 3600 + 3599), 'cn', now)).toBe('23小时前');
    expect(formatRelativeTime(ago(86400), 'cn', now)).toBe('1天前');
    expect(formatRelativeTime(ago(6 * 86400 + 86399), 'cn', now)).toBe('6天前');
  });

  it('shows MM-DD from 7 days up to a year, then YYYY-MM-DD', () => {
    expect(formatRelativeTime(new Date(2026, 10, 15, 12, 0, 0), 'cn', now)).toBe('11-15');
    expect(formatRelativeTime(new Date(2026, 0, 3, 8, 0, 0), 'cn', now)).toBe('01-03');
    expect(formatRelativeTime(ago(365 * 86400), 'cn', now)).toBe('2025-11-22');
    expect(formatRelativeTime(new Date(2020, 1, 29, 8, 0, 0), 'cn', now)).toBe('2020-02-29');
  });

  it('reads the server format YYYY-MM-DD HH:mm:ss', () => {
    expect(formatRelativeTime('2026-11-22 11:30:00', 'cn', now)).toBe('30分钟前');
  });

  it('has English equivalents with plurals', () => {
    expect(formatRelativeTime(ago(5), 'en', now)).toBe('just now');
    expect(formatRelativeTime(ago(60), 'en', now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(120), 'en', now)).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(7200), 'en', now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(86400), 'en', now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(400 * 86400), 'en', now)).toBe('2025-10-18');
  });
});

describe('formatRelativeTimeWithClock', () => {
  it('keeps the words and adds HH:mm to the date forms', () => {
    expect(formatRelativeTimeWithClock(ago(10), 'cn', now)).toBe('刚刚');
    expect(formatRelativeTimeWithClock(ago(3 * 86400), 'cn', now)).toBe('3天前');
    expect(formatRelativeTimeWithClock(new Date(2026, 10, 1, 9, 5, 0), 'cn', now)).toBe('11-01 09:05');
    expect(formatRelativeTimeWithClock(new Date(2024, 4, 2, 18, 30, 0), 'cn', now)).toBe('2024-05-02 18:30');
  });
});

describe('formatDateTime', () => {
  it('is YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08');
    expect(formatDateTime('2025-12-31 23:59:59')).toBe('2025-12-31 23:59');
  });
});

describe('every boundary of spec §9, in both languages and both variants', () => {
  // [seconds ago, cn, en, cn with clock]: the last second of one unit and the first of the next.
  const at = new Date(2026, 10, 22, 12, 0, 0).getTime();
  const rows: [number, string, string][] = [
    [0, '刚刚', 'just now'],
    [59, '刚刚', 'just now'],
    [60, '1分钟前', '1 minute ago'],
    [119, '1分钟前', '1 minute ago'],
    [120, '2分钟前', '2 minutes ago'],
    [3599, '59分钟前', '59 minutes ago'],
    [3600, '1小时前', '1 hour ago'],
    [7199, '1小时前', '1 hour ago'],
    [7200, '2小时前', '2 hours ago'],
    [86399, '23小时前', '23 hours ago'],
    [86400, '1天前', '1 day ago'],
    [2 * 86400, '2天前', '2 days ago'],
    [7 * 86400 - 1, '6天前', '6 days ago'],
  ];
  it.each(rows)('%i s ago → %s / %s', (s, cnText, enText) => {
    const input = at - s * 1000;
    expect(formatRelativeTime(input, 'cn', at)).toBe(cnText);
    expect(formatRelativeTime(input, 'en', at)).toBe(enText);
    // The words do not change in the clock variant.
    expect(formatRelativeTimeWithClock(input, 'cn', at)).toBe(cnText);
    expect(formatRelativeTimeWithClock(input, 'en', at)).toBe(enText);
  });

  it('switches to MM-DD at exactly 7 days and to YYYY-MM-DD at exactly 365 days', () => {
    const sevenDays = at - 7 * 86400 * 1000;
    expect(formatRelativeTime(sevenDays, 'cn', at)).toBe('11-15');
    expect(formatRelativeTime(sevenDays, 'en', at)).toBe('11-15');
    expect(formatRelativeTimeWithClock(sevenDays, 'cn', at)).toBe('11-15 12:00');
    const justUnderAYear = at - (365 * 86400 - 1) * 1000;
    expect(formatRelativeTime(justUnderAYear, 'cn', at)).toBe('11-22');
    expect(formatRelativeTimeWithClock(justUnderAYear, 'en', at)).toBe('11-22 12:00');
    const aYear = at - 365 * 86400 * 1000;
    expect(formatRelativeTime(aYear, 'cn', at)).toBe('2025-11-22');
    expect(formatRelativeTime(aYear, 'en', at)).toBe('2025-11-22');
    expect(formatRelativeTimeWithClock(aYear, 'cn', at)).toBe('2025-11-22 12:00');
  });

  it('reads ISO strings with a zone (Laravel style) as well as the server format', () => {
    const iso = new Date(at - 5 * 60 * 1000).toISOString();
    expect(formatRelativeTime(iso, 'cn', at)).toBe('5分钟前');
    expect(formatRelativeTime(iso, 'en', at)).toBe('5 minutes ago');
  });
});

describe('formatDate', () => {
  it('is YYYY-MM-DD', () => {
    expect(formatDate('2026-03-04 05:06:07')).toBe('2026-03-04');
    expect(formatDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});

describe("the site's time zone (decision 035)", () => {
  const instant = Date.UTC(2026, 0, 5, 20, 30, 0); // 2026-01-05 20:30 UTC

  it('writes an instant in the site zone whatever the browser zone is', () => {
    setSiteTimeZone('Asia/Shanghai');
    expect(formatDateTime(instant)).toBe('2026-01-06 04:30');
    expect(formatDateTime('2026-01-05T20:30:00.000000Z')).toBe('2026-01-06 04:30');
    expect(formatDate(instant)).toBe('2026-01-06');
    setSiteTimeZone('America/New_York');
    expect(formatDateTime(instant)).toBe('2026-01-05 15:30');
    expect(formatDateTimeSeconds(instant)).toBe('2026-01-05 15:30:00');
  });

  it("reads the server's YYYY-MM-DD HH:mm:ss as a wall time of the site zone, so it agrees with ISO times", () => {
    setSiteTimeZone('America/New_York');
    // The server wrote the article's time in the same zone: it shows as written.
    expect(formatDateTime('2026-01-05 15:30:00')).toBe('2026-01-05 15:30');
    // And it is the same instant as the order's ISO time: 0 seconds apart.
    expect(formatRelativeTime('2026-01-05 15:30:00', 'en', instant)).toBe('just now');
    expect(formatRelativeTime('2026-01-05 14:30:00', 'en', '2026-01-05T20:30:00Z')).toBe('1 hour ago');
    // Daylight time: July is UTC-4 in New York.
    expect(formatRelativeTime('2026-07-01 08:00:00', 'en', Date.UTC(2026, 6, 1, 12, 0, 0))).toBe('just now');
  });

  it('draws the date forms of the relative rule in the site zone', () => {
    setSiteTimeZone('Asia/Shanghai');
    const now = Date.UTC(2026, 0, 20, 0, 0, 0);
    expect(formatRelativeTimeWithClock(instant, 'en', now)).toBe('01-06 04:30');
    setSiteTimeZone('America/New_York');
    expect(formatRelativeTimeWithClock(instant, 'en', now)).toBe('01-05 15:30');
  });

  it('keeps the zone it has for a name the browser does not know', () => {
    setSiteTimeZone('Europe/Berlin');
    setSiteTimeZone('Mars/Olympus');
    setSiteTimeZone(undefined);
    expect(currentSiteTimeZone()).toBe('Europe/Berlin');
  });
});
