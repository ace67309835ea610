import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#app/providers';
import { http } from '#lib/http';
import { initI18n } from '#lib/i18n/index';
import { createQueryClient } from '#lib/query-client';
import { StorageKey } from '#lib/storage';
import { createAppStore } from '#lib/store/app-store';
import '../test-support/jsdom-gaps';
import { GOOD_CAPTCHA, startAuthApi } from '../test-support/auth-api-server';
import { renderDialog } from '../test-support/render-dialog';
import { CodeBindNewMobileDialog } from './code-bind-new-mobile-dialog';

let api: Awaited<ReturnType<typeof startAuthApi>>;

beforeAll(async () => {
  await initI18n('cn');
  api = await startAuthApi();
  http.defaults.baseURL = api.url;
});

afterAll(async () => {
  http.defaults.baseURL = '';
  await api.close();
});

const type = (d: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(d).getByLabelText(label), { target: { value } });

async function sendCode(d: HTMLElement) {
  await waitFor(() => expect(d.querySelector('img.auth-captcha__img')).not.toBeNull());
  type(d, '图形验证码', GOOD_CAPTCHA);
  await act(async () => {
    fireEvent.click(within(d).getByRole('button', { name: /获取验证码$/ }));
  });
  await within(d).findByRole('button', { name: /\d+s后重新获取$/ });
}

describe('forgot password and bind-new-mobile dialogs', { timeout: 90_000 }, () => {
  it('forgot password needs mobile, captcha, code and new password, then says 密码重置成功 and offers login', async () => {
    const { store } = renderDialog('forgotPassword');
    const d = await screen.findByRole('dialog', { name: '找回密码' }, { timeout: 20_000 });
    await act(async () => {
      fireEvent.click(within(d).getByRole('button', { name: '重置密码' }));
    });
    for (const text of ['请输入手机号!', '请输入图形验证码!', '请输入手机验证码!', '请输入密码!']) {
      expect(await within(d).findByText(text)).toBeTruthy();
    }
    type(d, '手机号', '13900000009');
    await sendCode(d);
    expect(api.callsTo('/api/v2/captcha/sms').at(-1)?.body.scene).toBe('password_reset');
    type(d, '短信验证码', '123456');
    type(d, '新密码', 'secret2');
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
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <CodeBindNewMobileDialog open onSubmit={onSubmit} onClose={() => undefined} onDone={onDone} />
          ),
        },
      ],
      { initialEntries: ['/member'] },
    );
    render(
      <AppProviders store={createAppStore()} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const d = await screen.findByRole('dialog', { name: '绑定新手机号' });
    await act(async () => {
      fireEvent.click(within(d).getByRole('button', { name: '立即绑定' }));
    });
    expect(await within(d).findByText('请输入手机号码!')).toBeTruthy();
    type(d, '手机号码', '13700000007');
    await sendCode(d);
    expect(api.callsTo('/api/v2/captcha/sms').at(-1)?.body).toMatchObject({
      mobile: '13700000007',
      scene: 'mobile_bind',
    });
    type(d, '短信验证码', '654321');
    fireEvent.click(within(d).getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('绑定成功', {}, { timeout: 20_000 })).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith('13700000007', '654321');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('the bind dialog of a social login registers the mobile with the code, says 绑定成功 and logs in', async () => {
    const { store, router } = renderDialog('bindMobile', { entry: '/login/callback?redirect=%2Fmember' });
    const d = await screen.findByRole('dialog', { name: '绑定手机号' }, { timeout: 20_000 });
    await act(async () => {
      fireEvent.click(within(d).getByRole('button', { name: '立即绑定' }));
    });
    expect(await within(d).findByText('请输入手机号码!')).toBeTruthy();
    type(d, '手机号码', '13600000006');
    await sendCode(d);
    expect(api.callsTo('/api/v2/captcha/sms').at(-1)?.body.scene).toBe('mobile_bind');
    type(d, '短信验证码', '123456');
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
