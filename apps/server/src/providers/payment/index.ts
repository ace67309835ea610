import { createHmac } from 'node:crypto';
import type { Deps } from '#core/deps';
import { createAlipayChannel } from './alipay';
import { createSandboxChannel, type SandboxSettings } from './sandbox';
import { readPaymentSettings } from './settings';
import { alipayProblems, wechatProblems } from './settings-check';
import type { ChannelName, PaymentChannel } from './types';
import { createWechatChannel } from './wechat';
import {
  certificatesForUnknownSerial,
  keysOf,
  refreshPlatformCertificates,
  storedCertificatesOf,
} from './wechat-certificates';

export * from './settings';
export * from './types';

/** What reaching a channel takes: settings (db), WeChat's certificates (store), the sandbox secret, a log. */
export type ChannelDeps = Deps<'db' | 'store' | 'config' | 'log'>;

/** A channel asked for while it cannot work (not configured, keys removed, the sandbox in production). */
export class ChannelUnavailable extends Error {
  constructor(
    readonly channel: ChannelName,
    reason: string,
  ) {
    super(`${channel}: ${reason}`);
    this.name = 'ChannelUnavailable';
  }
}

/** Derived from the JWT secret so every process behind a balancer agrees without another variable. */
export function sandboxSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('payment-sandbox').digest('hex');
}

export function sandboxSettings(deps: Deps<'config'>): SandboxSettings {
  return { secret: sandboxSecret(deps.config.jwtSecret), merchantId: 'shuyuan-sandbox' };
}

/**
 * The channel of a name with its current settings. Used for new trades and for trades already made (an
 * order keeps its trades' channel even after the channel is switched off, so late reports, closes and
 * refunds still reach it): only complete settings are needed, not `enabled`.
 */
export async function getChannel(deps: ChannelDeps, name: ChannelName): Promise<PaymentChannel> {
  if (name === 'sandbox') {
    if (deps.config.nodeEnv === 'production') throw new ChannelUnavailable(name, 'not in production');
    return createSandboxChannel(sandboxSettings(deps), deps.store);
  }
  const settings = await readPaymentSettings(deps.db);
  if (name === 'alipay') {
    const problems = alipayProblems(settings.alipay);
    if (problems.invalid.length || problems.missing.some((m) => !m.startsWith('支付方式')))
      throw new ChannelUnavailable(name, 'not configured');
    return createAlipayChannel(settings.alipay);
  }
  const s = settings.wechat;
  const problems = wechatProblems(s);
  if (problems.invalid.length || problems.missing.some((m) => !m.startsWith('支付方式')))
    throw new ChannelUnavailable(name, 'not configured');
  let stored = (await storedCertificatesOf(deps.db, s))?.certs ?? [];
  if (s.verifyMode === 'certificate' && stored.length === 0) {
    // The first trade of a merchant in certificate mode: nothing can verify WeChat's answer yet.
    stored = (await refreshPlatformCertificates(deps.db, deps.store, s, { force: true })) ?? [];
  }
  return createWechatChannel(s, {
    keys: keysOf(stored, s),
    async refresh() {
      const fresh = await certificatesForUnknownSerial(deps.db, deps.store, s).catch((error) => {
        deps.log.warn({ err: error }, 'wechat pay platform certificates could not be downloaded');
        return null;
      });
      return fresh ? keysOf(fresh, s) : null;
    },
  });
}
