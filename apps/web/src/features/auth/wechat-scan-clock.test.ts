import { describe, expect, it } from 'vitest';
import { formatCountdown, scannedCode, secondsLeft, WECHAT_POLL_MS } from './wechat-scan-clock';

describe('WeChat scan clock', () => {
  it('polls every second (spec §9)', () => {
    expect(WECHAT_POLL_MS).toBe(1000);
  });
  it('counts whole seconds down to expire and never below 0', () => {
    expect(secondsLeft(1_000_300, 1_000_000_000)).toBe(300);
    expect(secondsLeft(1_000_300, 1_000_000_999)).toBe(299);
    expect(secondsLeft(1_000_300, 1_000_400_000)).toBe(0);
  });
  it('shows mm:ss', () => {
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(5)).toBe('00:05');
  });
  it("treats '0' as not scanned yet", () => {
    expect(scannedCode('0')).toBeNull();
    expect(scannedCode('')).toBeNull();
    expect(scannedCode('lc-1')).toBe('lc-1');
  });
});
