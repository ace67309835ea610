import {
  PAY_CHANNEL_NAMES,
  type TPayChannel,
  type TPayMethod,
  type TPaymentOption,
  type TPayScene,
} from '@shuyuan/contract/payments';
import type { PaymentSettings } from '#providers/payment/index';
import { alipayProblems, wechatProblems } from '#providers/payment/settings-check';

/*
 * Which methods members are offered where (decision 025): a channel that is enabled and complete, a method
 * its switch allows, in a scene where it works. The one table below is the whole rule.
 */

/** The method of each channel in each scene; null: it cannot work there (WeChat's browser blocks Alipay). */
const METHOD: Record<TPayChannel, Record<TPayScene, TPayMethod | null>> = {
  wechat: { pc: 'native', h5: 'h5', wechat: 'jsapi' },
  alipay: { pc: 'page', h5: 'wap', wechat: null },
  handpay: { pc: 'transfer', h5: 'transfer', wechat: 'transfer' },
  sandbox: { pc: 'cashier', h5: 'cashier', wechat: 'cashier' },
};

/** The order members see them in. */
const ORDER: TPayChannel[] = ['wechat', 'alipay', 'handpay', 'sandbox'];
const SCENES: TPayScene[] = ['pc', 'h5', 'wechat'];

export interface ChannelState {
  sign: TPayChannel;
  enabled: boolean;
  ready: boolean;
  problems: string[];
  offered: { scene: TPayScene; method: TPayMethod }[];
}

export interface OfferContext {
  production: boolean;
}

/** JSAPI needs the payer's openid: the merchant's own official account, or the simulator outside production. */
export function openidAvailable(s: PaymentSettings, ctx: OfferContext): boolean {
  const account = s.officialAccount;
  if (account.app_id && account.app_secret && account.app_id === s.wechat.appId) return true;
  return !ctx.production;
}

/** What the site falls back to when no channel is enabled (decision 013): never the sandbox in production. */
export function fallbackChannel(s: PaymentSettings, ctx: OfferContext): 'sandbox' | 'handpay' | '' {
  const any = s.alipay.enabled || s.wechat.enabled || s.handpay.enabled || s.sandbox.enabled;
  if (any) return '';
  return ctx.production ? 'handpay' : 'sandbox';
}

function methodAllowed(s: PaymentSettings, ctx: OfferContext, sign: TPayChannel, method: TPayMethod) {
  if (sign === 'alipay') return method === 'page' ? s.alipay.page : s.alipay.wap;
  if (sign === 'wechat') {
    if (method === 'native') return s.wechat.native;
    if (method === 'h5') return s.wechat.h5;
    return s.wechat.jsapi && openidAvailable(s, ctx);
  }
  return true;
}

export function channelStates(s: PaymentSettings, ctx: OfferContext): ChannelState[] {
  const fallback = fallbackChannel(s, ctx);
  return ORDER.map((sign) => {
    let enabled: boolean;
    let problems: string[] = [];
    if (sign === 'alipay' || sign === 'wechat') {
      enabled = s[sign].enabled;
      const p = sign === 'alipay' ? alipayProblems(s.alipay) : wechatProblems(s.wechat);
      problems = [...p.invalid, ...p.missing.map((m) => `未填写：${m}`)];
    } else if (sign === 'sandbox') {
      enabled = (s.sandbox.enabled || fallback === 'sandbox') && !ctx.production;
      if (ctx.production && s.sandbox.enabled) problems = ['生产环境不能使用模拟支付'];
    } else enabled = s.handpay.enabled || fallback === 'handpay';
    const ready = problems.length === 0;
    const offered =
      enabled && ready
        ? SCENES.flatMap((scene) => {
            const method = METHOD[sign][scene];
            return method && methodAllowed(s, ctx, sign, method) ? [{ scene, method }] : [];
          })
        : [];
    return { sign, enabled, ready, problems, offered };
  });
}

/** GET /api/v2/order/payments?scene=: the methods that work here, as MeEdu's clients read them. */
export function offersFor(s: PaymentSettings, ctx: OfferContext, scene: TPayScene): TPaymentOption[] {
  return channelStates(s, ctx).flatMap((c) =>
    c.offered
      .filter((o) => o.scene === scene)
      .map((o) => ({ sign: c.sign, name: PAY_CHANNEL_NAMES[c.sign], method: o.method })),
  );
}
