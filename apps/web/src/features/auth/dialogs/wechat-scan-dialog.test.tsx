import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { findDialog } from '../test-support/form-steps';
import { renderDialog, renderOwnedDialog } from '../test-support/render-dialog';
import { serveAuthApi } from '../test-support/serve-auth-api';
import { WechatScanDialog } from './wechat-scan-dialog';

const api = serveAuthApi();

beforeEach(() => {
  api.scan.lifeSeconds = 300;
  api.scan.code = '0';
});

const scanDialog = () => findDialog('微信扫码登录');

describe('WeChat scan dialog', { timeout: 90_000 }, () => {
  it('counts down to expire, polls every second, then shows the code expired with a refresh', async () => {
    api.scan.lifeSeconds = 5;
    const polls = api.callsTo('/api/v3/auth/login/wechat-scan/query').length;
    renderDialog('wechatScan');
    const d = await scanDialog();
    await within(d).findByText(/^二维码有效期：00:0[0-5]$/);
    expect(await within(d).findByText('二维码已过期，请刷新', {}, { timeout: 20_000 })).toBeTruthy();
    // Polled while it lived.
    expect(api.callsTo('/api/v3/auth/login/wechat-scan/query').length).toBeGreaterThan(polls);

    api.scan.lifeSeconds = 300;
    const starts = api.callsTo('/api/v3/auth/login/wechat-scan/url').length;
    fireEvent.click(within(d).getByRole('button', { name: /刷新二维码$/ }));
    await within(d).findByText(/^二维码有效期：0[45]:\d\d$/);
    expect(api.callsTo('/api/v3/auth/login/wechat-scan/url')).toHaveLength(starts + 1);
    expect(api.callsTo('/api/v3/auth/login/wechat-scan/url').at(-1)?.body).toEqual({ action: 'login' });
  });

  it('a scanned code that needs a mobile opens the bind dialog with that code', async () => {
    const { store } = renderDialog('wechatScan');
    await scanDialog();
    api.scan.code = 'lc-bind';
    await waitFor(
      () =>
        expect(store.getState().authDialog).toMatchObject({ open: 'bindMobile', bindCode: 'social-code-1' }),
      {
        timeout: 8000,
      },
    );
    expect(api.callsTo('/api/v3/auth/login/code').at(-1)?.body).toMatchObject({ code: 'lc-bind' });
    expect(await findDialog('绑定手机号')).toBeTruthy();
  });
});

/** The member page's use: the dialog in bind mode, owned by its parent rather than the dialog slice. */
function renderBindDialog(onCode: (code: string) => Promise<void>, onClose: () => void) {
  renderOwnedDialog(<WechatScanDialog action="bind" onCode={onCode} onClose={onClose} />);
  return findDialog('微信扫码绑定');
}

describe('WeChat scan dialog, binding', { timeout: 90_000 }, () => {
  it('asks for a bind scan and hands the scanned code to the member page instead of logging in', async () => {
    const codes: string[] = [];
    let closed = 0;
    const logins = api.callsTo('/api/v3/auth/login/code').length;
    const d = await renderBindDialog(
      async (code) => {
        codes.push(code);
      },
      () => {
        closed += 1;
      },
    );
    await within(d).findByText(/^二维码有效期：0[45]:\d\d$/);
    expect(api.callsTo('/api/v3/auth/login/wechat-scan/url').at(-1)?.body).toEqual({ action: 'bind' });
    expect(within(d).getByText('请使用微信扫一扫，扫码后在手机上确认绑定')).toBeTruthy();
    // Already logged in: no way to switch to another login.
    expect(within(d).queryByRole('button', { name: '其他方式登录' })).toBeNull();

    api.scan.code = 'lc-wechat';
    await waitFor(() => expect(codes).toEqual(['lc-wechat']), { timeout: 20_000 });
    expect(api.callsTo('/api/v3/auth/login/code')).toHaveLength(logins);

    fireEvent.click(within(d).getByRole('button', { name: '关闭' }));
    expect(closed).toBe(1);
  });

  it('a refused bind shows the code as expired, to scan again', async () => {
    const d = await renderBindDialog(
      () => Promise.reject(new Error('您已经绑定了该渠道的账号')),
      () => undefined,
    );
    api.scan.code = 'lc-taken';
    expect(await within(d).findByText('二维码已过期，请刷新', {}, { timeout: 20_000 })).toBeTruthy();
    expect(within(d).getByRole('button', { name: /刷新二维码$/ })).toBeTruthy();
  });
});
