import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GOOD_CAPTCHA } from '../test-support/auth-api-server';
import { captchaImage, findDialog, typeInto } from '../test-support/form-steps';
import { renderDialog } from '../test-support/render-dialog';
import { serveAuthApi } from '../test-support/serve-auth-api';

const api = serveAuthApi();

/** The SMS-login tab of the login dialog, once its captcha image is in. */
async function smsTab() {
  renderDialog('login');
  const dialog = await findDialog('登录');
  fireEvent.click(within(dialog).getByRole('tab', { name: '短信登录' }));
  // The password tab stays mounted beside it, with its own 手机号 field.
  const d = await within(dialog).findByRole('tabpanel', { name: '短信登录' });
  // Inside its refresh button the picture is presentational (the button is named for the action).
  await waitFor(() => expect(captchaImage(d)).not.toBeNull());
  return { d, image: captchaImage(d) as HTMLImageElement };
}

const sendButton = (d: HTMLElement) => within(d).getByRole('button', { name: /获取验证码$/ });

describe('captcha and SMS code fields', { timeout: 90_000 }, () => {
  it('shows the captcha image with alt text; a click fetches a new one', async () => {
    const { d, image } = await smsTab();
    const before = api.callsTo('/api/v2/captcha/image').length;
    const first = image.getAttribute('src');
    expect(first).toMatch(/^data:image\/png;base64,/);
    expect(image.alt).toBe('图形验证码');
    fireEvent.click(within(d).getByRole('button', { name: '看不清？换一张图形验证码' }));
    await waitFor(() => expect(captchaImage(d)?.getAttribute('src')).not.toBe(first));
    expect(api.callsTo('/api/v2/captcha/image')).toHaveLength(before + 1);
  });

  it('sending without a captcha says 请输入图形验证码 and sends nothing', async () => {
    const { d } = await smsTab();
    typeInto(d, '手机号', '13900000009');
    await act(async () => {
      fireEvent.click(sendButton(d));
    });
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(api.callsTo('/api/v2/captcha/sms')).toHaveLength(0);
    await waitFor(() => expect((sendButton(d) as HTMLButtonElement).disabled).toBe(false));
  });

  it('sending without a mobile shows 请输入手机号! on the mobile field', async () => {
    const { d } = await smsTab();
    typeInto(d, '图形验证码', GOOD_CAPTCHA);
    await act(async () => {
      fireEvent.click(sendButton(d));
    });
    expect(await within(d).findByText('请输入手机号!')).toBeTruthy();
    expect(api.callsTo('/api/v2/captcha/sms')).toHaveLength(0);
  });

  it('a refused send clears the captcha, shows a new image and returns the button to idle', async () => {
    const { d, image } = await smsTab();
    const first = image.getAttribute('src');
    const sends = api.callsTo('/api/v2/captcha/sms').length;
    typeInto(d, '手机号', '13900000009');
    typeInto(d, '图形验证码', 'nope');
    await act(async () => {
      fireEvent.click(sendButton(d));
    });
    await waitFor(() => expect(api.callsTo('/api/v2/captcha/sms')).toHaveLength(sends + 1));
    expect(api.callsTo('/api/v2/captcha/sms').at(-1)?.body).toMatchObject({
      mobile: '13900000009',
      image_captcha: 'nope',
      scene: 'login',
    });
    await waitFor(() => expect((within(d).getByLabelText('图形验证码') as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(captchaImage(d)?.getAttribute('src')).not.toBe(first));
    expect((sendButton(d) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a sent code starts the 120 s countdown, announced once', async () => {
    const { d } = await smsTab();
    typeInto(d, '手机号', '13900000009');
    typeInto(d, '图形验证码', GOOD_CAPTCHA);
    await act(async () => {
      fireEvent.click(sendButton(d));
    });
    const counting = await within(d).findByRole('button', { name: /\d+s后重新获取$/ });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    expect(within(d).getByText('验证码已发送，120 秒后可重新获取')).toBeTruthy();
    const sent = api.callsTo('/api/v2/captcha/sms').at(-1);
    expect(sent?.body.image_key).toMatch(/^key-\d+$/);
  });
});
