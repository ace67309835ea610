import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime, formatRelativeTimeWithClock } from './time';

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
