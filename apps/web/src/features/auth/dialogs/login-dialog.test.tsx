import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '#lib/storage';
import { findDialog } from '../test-support/form-steps';
import { dialogConfig, renderDialog } from '../test-support/render-dialog';
import { serveAuthApi } from '../test-support/serve-auth-api';

const api = serveAuthApi();

const dialog = () => findDialog('登录');

/** The error text a field points at through aria-describedby. */
function describedText(input: HTMLElement) {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('login dialog', { timeout: 90_000 }, () => {
  it('is a labelled dialog with the two tabs and the register / forgot-password links', async () => {
    renderDialog('login');
    const d = await dialog();
    expect(within(d).getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');
    expect(within(d).getByRole('tab', { name: '短信登录' })).toBeTruthy();
    expect(within(d).getByRole('button', { name: '立即注册' })).toBeTruthy();
    expect(within(d).getByRole('button', { name: '忘记密码' })).toBeTruthy();
    // No QQ / WeChat while the config has them off.
    expect(within(d).queryByRole('button', { name: 'QQ 登录' })).toBeNull();
    expect(within(d).queryByRole('button', { name: '微信扫码登录' })).toBeNull();
  });

  it('shows QQ and WeChat only when the config enables them', async () => {
    renderDialog('login', { config: dialogConfig({ qq: 1, wechat: 1 }) });
    const d = await dialog();
    expect(within(d).getByRole('button', { name: 'QQ 登录' })).toBeTruthy();
    fireEvent.click(within(d).getByRole('button', { name: '微信扫码登录' }));
    expect(await findDialog('微信扫码登录')).toBeTruthy();
  });

  it('an empty password login shows 请输入手机号! and 请输入密码!, tied to the fields and announced', async () => {
    renderDialog('login');
    const d = await dialog();
    fireEvent.click(within(d).getByRole('button', { name: '立即登录' }));
    const mobile = within(d).getByLabelText('手机号');
    await waitFor(() => expect(describedText(mobile)).toBe('请输入手机号!'));
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(within(d).getByLabelText('密码'))).toBe('请输入密码!');
    await waitFor(() =>
      expect(within(d).getByRole('alert').textContent).toBe('请检查：请输入手机号!；请输入密码!'),
    );
    expect(api.callsTo('/api/v2/login/password')).toHaveLength(0);
  });

  it('a wrong password only stops the loading state; the right one stores the token and logs in', async () => {
    const { store, router } = renderDialog('login', { entry: '/login?redirect=%2Fmember%2Forders' });
    const d = await dialog();
    fireEvent.change(within(d).getByLabelText('手机号'), { target: { value: '13900000009' } });
    fireEvent.change(within(d).getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(within(d).getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(api.callsTo('/api/v2/login/password')).toHaveLength(1));
    expect(api.callsTo('/api/v2/login/password')[0].body).toEqual({
      mobile: '13900000009',
      password: 'wrong',
    });
    // The loading icon's leave animation never ends in jsdom, so the name is matched by suffix.
    const submit = within(d).getByRole('button', { name: /立即登录$/ });
    await waitFor(() => expect(submit.className).not.toContain('ant-btn-loading'));

    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(store.getState().loginUser.isLogin).toBe(false);

    fireEvent.change(within(d).getByLabelText('密码'), { target: { value: 'secret1' } });
    fireEvent.click(submit);
    // Spec §4: token stored, member fetched, logged in, and from /login on to `redirect`.
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/orders'));
    expect(localStorage.getItem(StorageKey.token)).toBe('token-9');
    expect(store.getState().loginUser).toMatchObject({ isLogin: true, freshUnread: true, user: { id: 9 } });
    expect(store.getState().authDialog.open).toBeNull();
  });

  it('the SMS tab asks for the captcha with exact messages', async () => {
    renderDialog('login');
    const d = await dialog();
    fireEvent.click(within(d).getByRole('tab', { name: '短信登录' }));
    const panel = await within(d).findByRole('tabpanel', { name: '短信登录' });
    const submit = within(panel).getByRole('button', { name: '立即登录' });
    await act(async () => {
      fireEvent.click(submit);
    });
    const captcha = await within(panel).findByLabelText('图形验证码');
    await waitFor(() => expect(describedText(captcha)).toBe('请输入图形验证码!'));
    expect(describedText(within(panel).getByLabelText('手机号'))).toBe('请输入手机号!');
    expect(describedText(within(panel).getByLabelText('短信验证码'))).toBe('请输入手机验证码!');
    expect(within(panel).getByLabelText('短信验证码').getAttribute('autocomplete')).toBe('one-time-code');
  });
});
