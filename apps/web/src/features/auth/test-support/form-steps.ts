import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { GOOD_CAPTCHA } from './auth-api-server';

// The dialogs' chunk loads on first use, which can take a few seconds in a cold test run.
export const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 20_000 });

/** Types `value` into the field labelled `label` inside `d`. */
export const typeInto = (d: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(d).getByLabelText(label), { target: { value } });

/** The captcha picture (presentational inside its refresh button, so found by class). */
export const captchaImage = (d: HTMLElement) => d.querySelector<HTMLImageElement>('img.auth-captcha__img');

/** Once the captcha is in: answers it right, asks for the SMS code and waits for the countdown. */
export async function sendSmsCode(d: HTMLElement) {
  await waitFor(() => expect(captchaImage(d)).not.toBeNull());
  typeInto(d, '图形验证码', GOOD_CAPTCHA);
  await act(async () => {
    fireEvent.click(within(d).getByRole('button', { name: /获取验证码$/ }));
  });
  await within(d).findByRole('button', { name: /\d+s后重新获取$/ });
}
