import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '#lib/storage';
import { GOOD_CAPTCHA } from '../test-support/auth-api-server';
import { captchaImage, findDialog, typeInto } from '../test-support/form-steps';
import { renderDialog } from '../test-support/render-dialog';
import { serveAuthApi } from '../test-support/serve-auth-api';

const api = serveAuthApi();

describe('register dialog', { timeout: 90_000 }, () => {
  it('requires every field and the terms, with the exact messages; the terms link the protocols', async () => {
    renderDialog('register');
    const d = await findDialog('注册');
    expect(
      within(d)
        .getByRole('link', { name: /《用户协议》/ })
        .getAttribute('href'),
    ).toBe('https://site.test/user/protocol');
    expect(
      within(d)
        .getByRole('link', { name: /《隐私政策》/ })
        .getAttribute('target'),
    ).toBe('_blank');
    await act(async () => {
      fireEvent.click(within(d).getByRole('button', { name: '立即注册' }));
    });
    for (const text of ['请输入手机号!', '请输入图形验证码!', '请输入手机验证码!', '请设置账号密码!']) {
      expect(await within(d).findByText(text)).toBeTruthy();
    }
    expect(await within(d).findByText('请同意《用户协议》和《隐私政策》')).toBeTruthy();
    expect(within(d).getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/v2/register/sms')).toHaveLength(0);
  });

  it('registers, says 注册成功 and logs in with the same mobile and password', async () => {
    const { store, router } = renderDialog('register', { entry: '/login?redirect=%2Fstudy-center' });
    const d = await findDialog('注册');
    typeInto(d, '手机号', '13900000009');
    await waitFor(() => expect(captchaImage(d)).not.toBeNull());
    typeInto(d, '图形验证码', GOOD_CAPTCHA);
    await act(async () => {
      fireEvent.click(within(d).getByRole('button', { name: /获取验证码$/ }));
    });
    await waitFor(() => expect(api.callsTo('/api/v2/captcha/sms')).toHaveLength(1));
    expect(api.callsTo('/api/v2/captcha/sms')[0].body.scene).toBe('register');
    typeInto(d, '短信验证码', '123456');
    typeInto(d, '账号密码', 'secret1');
    fireEvent.click(within(d).getByRole('checkbox'));
    fireEvent.click(within(d).getByRole('button', { name: '立即注册' }));

    expect(await screen.findByText('注册成功', {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/study-center'));
    expect(api.callsTo('/api/v2/register/sms')[0].body).toMatchObject({
      mobile: '13900000009',
      mobile_code: '123456',
      password: 'secret1',
    });
    expect(api.callsTo('/api/v2/login/password')[0].body).toEqual({
      mobile: '13900000009',
      password: 'secret1',
    });
    expect(localStorage.getItem(StorageKey.token)).toBe('token-9');
    expect(store.getState().loginUser.isLogin).toBe(true);
  });
});
