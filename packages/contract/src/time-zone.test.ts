import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, isTimeZone, siteTimeZone } from './time-zone';

describe('isTimeZone', () => {
  it('takes IANA zone names', () => {
    for (const zone of [
      'Asia/Shanghai',
      'Europe/Berlin',
      'America/Argentina/Buenos_Aires',
      'UTC',
      'Etc/GMT+8',
    ])
      expect(isTimeZone(zone), zone).toBe(true);
  });

  it('refuses offsets, unknown names, text that is no name, and non-strings', () => {
    for (const zone of [
      '+08:00',
      'Mars/Olympus',
      '',
      ' Asia/Shanghai',
      'Asia/Shanghai;x',
      'a'.repeat(80),
      8,
      null,
    ])
      expect(isTimeZone(zone), String(zone)).toBe(false);
  });

  it('falls back to Asia/Shanghai', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Shanghai');
    expect(siteTimeZone(undefined)).toBe('Asia/Shanghai');
    expect(siteTimeZone('Mars/Olympus')).toBe('Asia/Shanghai');
    expect(siteTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
