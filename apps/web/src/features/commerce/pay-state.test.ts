import { describe, expect, it } from 'vitest';
import { formatCountdown, PAY_WINDOW_MS, payDeadline, payState } from './pay-state';

describe('payDeadline', () => {
  it('is 15 minutes after the creation time in the order number (Beijing time)', () => {
    // 2026-03-01 08:30:15 in Beijing is 00:30:15 UTC.
    const created = Date.UTC(2026, 2, 1, 0, 30, 15);
    expect(payDeadline('20260301083015123456789012', 'sandbox')).toBe(created + PAY_WINDOW_MS);
  });

  it('crosses the date line correctly (Beijing morning is the previous UTC day)', () => {
    expect(payDeadline('20260101070000000000000000', 'alipay')).toBe(
      Date.UTC(2025, 11, 31, 23, 0, 0) + PAY_WINDOW_MS,
    );
  });

  it('has none for hand-pay orders or numbers of another shape', () => {
    expect(payDeadline('20260301083015123456789012', 'handpay')).toBeNull();
    expect(payDeadline('A123', 'sandbox')).toBeNull();
    expect(payDeadline('2026030108', 'sandbox')).toBeNull();
  });
});

describe('payState', () => {
  const deadline = 1_000_000;
  it('follows the server: paid and cancelled win over the clock', () => {
    expect(payState(9, deadline + 60_000, deadline)).toBe('paid');
    expect(payState(7, deadline - 1, deadline)).toBe('cancelled');
  });

  it('calls an order cancelled after its deadline expired', () => {
    expect(payState(7, deadline, deadline)).toBe('expired');
  });

  it('waits while unpaid or paying and in time, or before the first answer', () => {
    expect(payState(1, deadline - 1, deadline)).toBe('waiting');
    expect(payState(5, deadline - 1, deadline)).toBe('waiting');
    expect(payState(undefined, 0, deadline)).toBe('waiting');
    expect(payState(1, deadline * 10, null)).toBe('waiting');
  });

  it('turns an open order past its deadline into expired', () => {
    expect(payState(1, deadline, deadline)).toBe('expired');
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss, rounding up and stopping at zero', () => {
    expect(formatCountdown(PAY_WINDOW_MS)).toBe('15:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(500)).toBe('00:01');
    expect(formatCountdown(-5000)).toBe('00:00');
  });
});
