import { fenToYuan, yuanToFen } from '@shuyuan/contract/money';
import { describe, expect, it } from 'vitest';
import { currentSiteTimeZone, formatDateTime, formatIso, setSiteTimeZone } from './format';

describe('formatDateTime', () => {
  it('writes the time in Asia/Shanghai (UTC+8)', () => {
    expect(formatDateTime(Date.UTC(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 11:04:05');
  });

  it('rolls over to the next day in Shanghai before UTC does', () => {
    expect(formatDateTime(Date.UTC(2024, 11, 31, 16, 0, 0))).toBe('2025-01-01 00:00:00');
  });

  it("writes in the site's zone once set, or in a zone named for one call", () => {
    expect(formatDateTime(Date.UTC(2025, 0, 2, 3, 4, 5), 'America/New_York')).toBe('2025-01-01 22:04:05');
    setSiteTimeZone('Europe/Berlin');
    try {
      expect(currentSiteTimeZone()).toBe('Europe/Berlin');
      expect(formatDateTime(Date.UTC(2025, 6, 2, 3, 4, 5))).toBe('2025-07-02 05:04:05');
    } finally {
      setSiteTimeZone('Asia/Shanghai');
    }
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDateTime(Date.UTC(2025, 5, 30, 16, 0, 0, 999))).toBe('2025-07-01 00:00:00');
  });
});

describe('formatIso', () => {
  it('writes UTC with six fractional digits like Eloquent', () => {
    expect(formatIso(Date.UTC(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02T03:04:05.000000Z');
  });

  it('keeps the milliseconds', () => {
    expect(formatIso(Date.UTC(2025, 0, 2, 3, 4, 5, 678))).toBe('2025-01-02T03:04:05.678000Z');
  });
});

describe('fenToYuan and yuanToFen', () => {
  it('converts whole and fractional amounts', () => {
    expect(fenToYuan(0)).toBe(0);
    expect(fenToYuan(19900)).toBe(199);
    expect(fenToYuan(1999)).toBe(19.99);
    expect(fenToYuan(7)).toBe(0.07);
  });

  it('round-trips yuan with two decimals without float drift', () => {
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(0.07)).toBe(7);
    expect(yuanToFen(fenToYuan(123456))).toBe(123456);
  });
});
