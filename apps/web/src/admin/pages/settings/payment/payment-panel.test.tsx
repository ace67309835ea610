import type { Endpoint } from '@shuyuan/contract/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callAdmin } from '#admin/admin-http';
import { renderAdmin, setUpAdminScreens } from '#admin/test-support/render-admin';
import { ApiError } from '#lib/http';
import { SettingsPage } from '../settings-page';

vi.mock('#admin/admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#admin/admin-http')>()),
  callAdmin: vi.fn(),
}));

/** What the server keeps: Alipay in public-key mode with its private key set, WeChat without secrets. */
const settings = () => ({
  values: {
    'site.name': '书苑',
    'payment.alipay': {
      enabled: true,
      appId: '2021000000000001',
      sellerId: '2088000000000001',
      signMode: 'key',
      appPrivateKey: '',
      alipayPublicKey: 'MIIBIjANBgkq-stored',
      appCert: '',
      gateway: '',
      page: true,
      wap: false,
    },
    'payment.wechat': { enabled: false, mchId: '1900000001', verifyMode: 'certificate', privateKey: '' },
  },
  secrets_set: ['payment.alipay.appPrivateKey'],
});

let overview = {};
let saves: Record<string, unknown>[] = [];
let refuse = '';
let testAnswer = { ok: true, message: '' };
const tests: unknown[] = [];

async function fakeCallAdmin(endpoint: Endpoint, args: { body?: unknown } = {}) {
  switch (endpoint.id) {
    case 'adminGetSettings':
      return settings();
    case 'adminPaymentOverview':
      return overview;
    case 'adminUpdateSettings':
      saves.push((args.body as { values: Record<string, unknown> }).values);
      if (refuse) throw new ApiError({ code: 1, message: refuse, data: [] });
      return [];
    case 'adminTestPayment':
      tests.push(args.body);
      return testAnswer;
    default:
      throw new Error(`unexpected call ${endpoint.id}`);
  }
}

async function openPaymentTab() {
  renderAdmin(<SettingsPage />);
  fireEvent.click(await screen.findByRole('tab', { name: '支付' }));
  return {
    alipay: within(await screen.findByRole('region', { name: '支付宝' })),
    wechat: within(screen.getByRole('region', { name: '微信支付' })),
  };
}

const lastSave = () => saves[saves.length - 1];

setUpAdminScreens();

beforeEach(() => {
  overview = {
    sandbox_allowed: true,
    fallback: '',
    channels: [
      {
        sign: 'alipay',
        enabled: true,
        ready: true,
        problems: [],
        offered: [{ scene: 'pc', method: 'page' }],
      },
      { sign: 'wechat', enabled: false, ready: false, problems: ['请填写：商户 API 私钥'], offered: [] },
    ],
    wechat_certificates: [
      {
        serial: '5157F09EFDC096DE15EBE81A47057A72',
        effective_at: 1_700_000_000_000,
        expire_at: 1_900_000_000_000,
      },
    ],
    wechat_certificates_fetched_at: 1_760_000_000_000,
  };
  saves = [];
  refuse = '';
  testAnswer = { ok: true, message: '' };
  tests.length = 0;
  vi.mocked(callAdmin).mockImplementation(fakeCallAdmin as typeof callAdmin);
});

describe('payment settings: Alipay', () => {
  it('shows the fields of the chosen signing mode only', async () => {
    const { alipay } = await openPaymentTab();
    expect((alipay.getByLabelText('App ID') as HTMLInputElement).value).toBe('2021000000000001');
    expect((alipay.getByLabelText('支付宝公钥') as HTMLTextAreaElement).value).toBe('MIIBIjANBgkq-stored');
    expect(alipay.queryByLabelText('应用公钥证书')).toBeNull();

    fireEvent.click(alipay.getByRole('radio', { name: '证书模式' }));

    await alipay.findByLabelText('应用公钥证书');
    expect(alipay.getByLabelText('支付宝公钥证书')).toBeTruthy();
    expect(alipay.getByLabelText('支付宝根证书')).toBeTruthy();
    expect(alipay.queryByLabelText('支付宝公钥')).toBeNull();
  });

  it('saves only what is shown, and a private key left empty stays as stored', async () => {
    const { alipay } = await openPaymentTab();
    // The stored key is only said to be set; its field is empty and says empty keeps it.
    const key = alipay.getByLabelText(/^应用私钥/) as HTMLTextAreaElement;
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('留空则不修改');
    expect(alipay.getByText('已设置')).toBeTruthy();

    fireEvent.click(alipay.getByRole('radio', { name: '证书模式' }));
    const file = new File(['-----BEGIN CERTIFICATE-----\nAPP\n-----END CERTIFICATE-----\n'], 'app.crt');
    fireEvent.change(await alipay.findByLabelText('从文件读取应用公钥证书'), { target: { files: [file] } });
    await waitFor(() =>
      expect((alipay.getByLabelText('应用公钥证书') as HTMLTextAreaElement).value).toBe(
        '-----BEGIN CERTIFICATE-----\nAPP\n-----END CERTIFICATE-----',
      ),
    );
    fireEvent.click(alipay.getByRole('checkbox', { name: '手机网站支付' }));
    fireEvent.click(alipay.getByRole('button', { name: /保\s?存/ }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(Object.keys(lastSave())).toEqual(['payment.alipay']);
    expect(lastSave()['payment.alipay']).toEqual({
      enabled: true,
      appId: '2021000000000001',
      sellerId: '2088000000000001',
      signMode: 'cert',
      appCert: '-----BEGIN CERTIFICATE-----\nAPP\n-----END CERTIFICATE-----',
      gateway: '',
      page: true,
      wap: true,
    });
  });

  it('sends a private key typed in, then clears it from the screen', async () => {
    const { alipay } = await openPaymentTab();
    const key = alipay.getByLabelText(/^应用私钥/) as HTMLTextAreaElement;
    fireEvent.change(key, {
      target: { value: '-----BEGIN PRIVATE KEY-----\nNEW\n-----END PRIVATE KEY-----' },
    });
    fireEvent.click(alipay.getByRole('button', { name: /保\s?存/ }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(lastSave()['payment.alipay']).toMatchObject({
      appPrivateKey: '-----BEGIN PRIVATE KEY-----\nNEW\n-----END PRIVATE KEY-----',
      alipayPublicKey: 'MIIBIjANBgkq-stored',
    });
    await waitFor(() => expect(key.value).toBe(''));
  });

  it("shows the server's refusal in the card and keeps what was typed", async () => {
    refuse = '应用私钥无法解析：不是 PEM 格式';
    const { alipay } = await openPaymentTab();
    const key = alipay.getByLabelText(/^应用私钥/) as HTMLTextAreaElement;
    fireEvent.change(key, { target: { value: 'not a key' } });
    fireEvent.change(alipay.getByLabelText('App ID'), { target: { value: '2021000000000002' } });
    fireEvent.click(alipay.getByRole('button', { name: /保\s?存/ }));

    expect(await alipay.findByText('未保存：应用私钥无法解析：不是 PEM 格式')).toBeTruthy();
    expect(key.value).toBe('not a key');
    expect((alipay.getByLabelText('App ID') as HTMLInputElement).value).toBe('2021000000000002');
  });

  it("测试连接 shows the channel's answer beside the button", async () => {
    testAnswer = { ok: false, message: '无效的AppID参数' };
    const { alipay } = await openPaymentTab();
    expect(alipay.getByText('测试使用已保存的设置。')).toBeTruthy();

    fireEvent.click(alipay.getByRole('button', { name: '测试连接' }));

    const answer = await alipay.findByRole('alert');
    expect(answer.textContent).toContain('连接失败');
    expect(answer.textContent).toContain('无效的AppID参数');
    expect(tests).toEqual([{ channel: 'alipay' }]);

    // An unsaved edit: the test would still read the saved settings, and the card says so.
    fireEvent.change(alipay.getByLabelText('App ID'), { target: { value: '2021000000000003' } });
    expect(await alipay.findByText(/有未保存的修改/)).toBeTruthy();
  });
});

describe('payment settings: WeChat Pay', () => {
  it('lists the platform certificates in certificate mode and saves the public key in public-key mode', async () => {
    testAnswer = { ok: true, message: '已下载 1 张平台证书' };
    const { wechat } = await openPaymentTab();
    expect(await wechat.findByText('5157F09EFDC096DE15EBE81A47057A72')).toBeTruthy();
    expect(wechat.queryByLabelText('公钥 ID')).toBeNull();
    // Neither secret is stored.
    expect(wechat.getAllByText('未设置')).toHaveLength(2);

    fireEvent.click(wechat.getByRole('button', { name: '测试连接' }));
    const answer = await wechat.findByRole('alert');
    expect(answer.textContent).toContain('连接成功');
    expect(answer.textContent).toContain('已下载 1 张平台证书');

    fireEvent.click(wechat.getByRole('radio', { name: '微信支付公钥' }));
    fireEvent.change(await wechat.findByLabelText('公钥 ID'), { target: { value: 'PUB_KEY_ID_0001' } });
    fireEvent.change(wechat.getByLabelText('公钥'), { target: { value: 'PEM' } });
    expect(wechat.queryByText('5157F09EFDC096DE15EBE81A47057A72')).toBeNull();
    fireEvent.click(wechat.getByRole('checkbox', { name: 'H5' }));
    fireEvent.click(wechat.getByRole('switch', { name: '启用微信支付' }));
    fireEvent.click(wechat.getByRole('button', { name: /保\s?存/ }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(lastSave()).toEqual({
      'payment.wechat': {
        enabled: true,
        mchId: '1900000001',
        verifyMode: 'publicKey',
        publicKeyId: 'PUB_KEY_ID_0001',
        publicKey: 'PEM',
        native: true,
        h5: false,
        jsapi: true,
      },
    });
  });
});

describe('payment settings: overview and sandbox', () => {
  it('tells what members get per scene, and the fallback when nothing is enabled', async () => {
    overview = { ...overview, fallback: 'handpay', sandbox_allowed: false };
    await openPaymentTab();
    const summary = within(await screen.findByRole('region', { name: '会员看到的支付方式' }));
    expect(summary.getByText(/会员将看到线下转账说明/)).toBeTruthy();
    expect(summary.getByRole('columnheader', { name: '手机浏览器' })).toBeTruthy();
    expect(summary.getByText('电脑网站支付')).toBeTruthy();
    expect(summary.getByText('请填写：商户 API 私钥')).toBeTruthy();
    // Production: no sandbox switch, only why.
    const sandbox = within(screen.getByRole('region', { name: '模拟支付' }));
    expect(sandbox.getByText('正式环境（production）不能使用模拟支付。')).toBeTruthy();
    expect(sandbox.queryByRole('switch')).toBeNull();
  });

  it('offers the sandbox switch outside production', async () => {
    await openPaymentTab();
    const sandbox = within(await screen.findByRole('region', { name: '模拟支付' }));
    fireEvent.click(sandbox.getByRole('switch', { name: '启用模拟支付' }));
    fireEvent.click(sandbox.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(saves).toEqual([{ 'payment.sandbox': { enabled: true } }]));
  });
});
