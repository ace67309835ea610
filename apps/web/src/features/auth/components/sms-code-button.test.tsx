import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { SmsCodeButton } from './sms-code-button';

beforeAll(async () => {
  await initI18n('cn');
});

// The antd loading icon's leave animation never ends in jsdom, so names are matched by suffix.
afterEach(cleanup);

describe('SmsCodeButton', { timeout: 60_000 }, () => {
  it('counts down 120 s after a successful send, then is clickable again', async () => {
    vi.useFakeTimers();
    try {
      const onSend = vi.fn(() => Promise.resolve());
      render(<SmsCodeButton onSend={onSend} />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /获取验证码$/ }));
      });
      expect(onSend).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: /120s后重新获取$/ })).toHaveProperty('disabled', true);
      expect(screen.getByText('验证码已发送，120 秒后可重新获取')).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(120_000);
      });
      expect(screen.getByRole('button', { name: /获取验证码$/ })).toHaveProperty('disabled', false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns to idle when the send fails', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('请输入图形验证码')));
    render(<SmsCodeButton onSend={onSend} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /获取验证码$/ }));
    });
    expect(screen.getByRole('button', { name: /获取验证码$/ })).toHaveProperty('disabled', false);
  });
});
