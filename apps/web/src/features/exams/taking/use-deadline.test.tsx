import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockOffset, formatSeconds, msLeft } from './clock';
import { useDeadline } from './use-deadline';

/* The countdown runs on the server's clock and reaches zero once (decision 046). */

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the server clock', () => {
  it('takes the offset against the middle of the call and never counts below zero', () => {
    expect(clockOffset(5_000, 1_000, 1_400)).toBe(3_800);
    expect(msLeft(10_000, 3_800, 5_000)).toBe(1_200);
    expect(msLeft(10_000, 3_800, 9_000)).toBe(0);
    expect(formatSeconds(65)).toBe('01:05');
    expect(formatSeconds(3_725)).toBe('1:02:05');
  });
});

describe('useDeadline', () => {
  it('counts down whole seconds and calls onZero exactly once at zero', async () => {
    const onZero = vi.fn();
    const deadline = Date.now() + 2_500;
    const { result } = renderHook(() => useDeadline(deadline, 0, onZero));
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(2);
    expect(onZero).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('believes the server, not the device: a device 10 s slow still ends on the server’s deadline', async () => {
    const onZero = vi.fn();
    // The server's clock reads 10 s later than this device's; its deadline is 5 s after its now.
    const serverNow = Date.now() + 10_000;
    const { result } = renderHook(() => useDeadline(serverNow + 5_000, 10_000, onZero));
    expect(result.current).toBe(5);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('has nothing to count without a deadline', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useDeadline(null, 0, onZero));
    expect(result.current).toBeNull();
    expect(onZero).not.toHaveBeenCalled();
  });
});
