import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AlipaySettings, createAlipayProvider } from './alipay';
import { createHandPayProvider } from './handpay';
import { createSandboxProvider, type SandboxSettings } from './sandbox';
import type { PaymentProvider, ProviderName } from './types';
import { createWechatProvider, type WechatSettings } from './wechat';

export * from './types';

/**
 * Payment settings live in app_config (private rows, edited by an admin): `payment.provider` picks the
 * channel new orders use; `payment.alipay`, `payment.wechat`, `payment.handpay` hold each channel's keys.
 * Without a choice the sandbox is used outside production and hand pay in production (decision 013).
 */
export const PAYMENT_CONFIG_KEYS = [
  'payment.provider',
  'payment.alipay',
  'payment.wechat',
  'payment.handpay',
];

async function readJson<T>(app: FastifyInstance, key: string): Promise<T | undefined> {
  const row = await app.db.selectFrom('app_config').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return undefined;
  }
}

export async function configuredProviderName(app: FastifyInstance): Promise<ProviderName> {
  const chosen = await readJson<string>(app, 'payment.provider');
  if (chosen === 'sandbox' || chosen === 'alipay' || chosen === 'wechat' || chosen === 'handpay')
    return chosen;
  return app.config.nodeEnv === 'production' ? 'handpay' : 'sandbox';
}

/** Derived from the JWT secret so every process behind a balancer agrees without another variable. */
export function sandboxSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('payment-sandbox').digest('hex');
}

export function sandboxSettings(app: FastifyInstance): SandboxSettings {
  return { secret: sandboxSecret(app.config.jwtSecret), merchantId: 'shuyuan-sandbox' };
}

export async function handPayText(app: FastifyInstance): Promise<string> {
  const value = await readJson<{ text?: string }>(app, 'payment.handpay');
  return value?.text || '请通过银行转账支付，并联系客服提供订单号，管理员确认收款后订单即完成。';
}

/** The provider of a name, with its current settings (an order keeps the channel it was created with). */
export async function getProvider(app: FastifyInstance, name: ProviderName): Promise<PaymentProvider> {
  switch (name) {
    case 'sandbox':
      return createSandboxProvider(sandboxSettings(app), app.store);
    case 'alipay': {
      const s = await readJson<AlipaySettings>(app, 'payment.alipay');
      if (!s?.appId || !s.appPrivateKey || !s.alipayPublicKey) throw new Error('alipay is not configured');
      return createAlipayProvider({ ...s, gateway: s.gateway || 'https://openapi.alipay.com/gateway.do' });
    }
    case 'wechat': {
      const s = await readJson<WechatSettings>(app, 'payment.wechat');
      if (!s?.mchId || !s.privateKey || !s.apiV3Key) throw new Error('wechat pay is not configured');
      return createWechatProvider({
        ...s,
        platformCerts: s.platformCerts ?? {},
        apiBase: s.apiBase || 'https://api.mch.weixin.qq.com',
      });
    }
    case 'handpay':
      return createHandPayProvider();
  }
}
