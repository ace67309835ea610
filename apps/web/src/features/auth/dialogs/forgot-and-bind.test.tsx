import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '#lib/http';
import { StorageKey } from '#lib/storage';
import { findDialog, sendSmsCode, typeInto } from '../test-support/form-steps';
import { renderDialog, renderOwnedDialog } from '../test-support/render-dialog';
import { serveAuthApi } from '../test-support/serve-auth-api';
import { CodeBindNewMobileDialog } from './code-bind-new-mobile-dialog';

const api = serveAuthApi();

describe('forgot password and bind-new-mobile dialogs', { timeout: 90_000 }, () => {
  it('forgot password needs mobile, captcha, code and new password, then says 密码重置成功 and offers login', async () => {
    const { store } = renderDialog('forgotPassword');
    const d = await findDialog('找回密码');
    await act(async () => {
      fireEvent.click(within(d).getByRole('button', { name: '重置密码' }));
    });
    for (const text of ['请输入手机号!', '请输入图形验证码!', '请输入手机验证码!', '请输入密码!']) {
      expect(await within(d).findByText(text)).toBeTruthy();
    }
    typeInto(d, '手机号', '13900000009');
    await sendSmsCode(d);
    expect(api.callsTo('/api/v2/captcha/sms').at(-1)?.body.scene).toBe('password_reset');
    typeInto(d, '短信验证码', '123456');
    typeInto(d, '新密码', 'secret2');
    fireEvent.click(within(d).getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码重置成功', {}, { timeout: 20_000 })).toBeTruthy();
    expect(api.callsTo('/api/v2/password/reset').at(-1)?.body).toEqual({
      mobile: '13900000009',
      mobile_code: '123456',
      password: 'secret2',
    });
    await waitFor(() => expect(store.getState().authDialog.open).toBe('login'));
  });

  it('binding a new mobile asks 请输入手机号码!, sends scene mobile_bind and says 绑定成功', async () => {
    const onSubmit = vi.fn(async (mobile: string, code: string) => {
      await http.post('/api/v2/member/mobile', { mobile, mobile_code: code });
    });
    const onDone = vi.fn();
    renderOwnedDialog(
      <CodeBindNewMobileDialog open onSubmit={onSubmit} onClose={() => undefined} onDone={onDone} />,
    );
    const d = await screen.findByRole('dialog', { name: '绑定新手机号' });
    await act(async () => {
      fireEvent.click(within(d).getByRole('button', { name: '立即绑定' }));
    });
    expect(await within(d).findByText('请输入手机号码!')).toBeTruthy();
    typeInto(d, '手机号码', '13700000007');
    await sendSmsCode(d);
    expect(api.callsTo('/api/v2/captcha/sms').at(-1)?.body).toMatchObject({
      mobile: '13700000007',
      scene: 'mobile_bind',
    });
    typeInto(d, '短信验证码', '654321');
    fireEvent.click(within(d).getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('绑定成功', {}, { timeout: 20_000 })).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith('13700000007', '654321');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('the bind dialog of a social login registers the mobile with the code, says 绑定成功 and logs in', async () => {
    const { store, router } = renderDialog('bindMobile', { entry: '/login/callback?redirect=%2Fmember' });
    const d = await findDialog('绑定手机号');
    await act(async () => {
      fireEvent.click(within(d).getByRole('button', { name: '立即绑定' }));
    });
    expect(await within(d).findByText('请输入手机号码!')).toBeTruthy();
    typeInto(d, '手机号码', '13600000006');
    await sendSmsCode(d);
    expect(api.callsTo('/api/v2/captcha/sms').at(-1)?.body.scene).toBe('mobile_bind');
    typeInto(d, '短信验证码', '123456');
    fireEvent.click(within(d).getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('绑定成功', {}, { timeout: 20_000 })).toBeTruthy();
    expect(api.callsTo('/api/v3/auth/register/withSocialite').at(-1)?.body).toMatchObject({
      mobile: '13600000006',
      mobile_code: '123456',
      code: 'social-code-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
    expect(localStorage.getItem(StorageKey.token)).toBe('token-9');
    expect(store.getState().loginUser.isLogin).toBe(true);
  });
});
