import type { FastifyInstance } from 'fastify';
import { readConfigValues } from '../../core/config-values';
import { createLogProvider } from './log-provider';
import type { SmsProvider } from './types';

export * from './types';

/**
 * `sms.provider` (app_config, private) picks the gateway: `log` (default) or, once their adapters and keys
 * are configured, `aliyun` / `tencent` with their settings under `sms.aliyun` / `sms.tencent`.
 */
export const SMS_CONFIG_KEYS = ['sms.provider', 'sms.aliyun', 'sms.tencent'] as const;

export type SmsProviderFactory = (app: FastifyInstance, settings: Record<string, unknown>) => SmsProvider;

/** Real gateways register here (see aliyun.ts / tencent.ts); unknown or unconfigured → log. */
export const smsProviderFactories: Partial<Record<'aliyun' | 'tencent', SmsProviderFactory>> = {};

export async function getSmsProvider(app: FastifyInstance): Promise<SmsProvider> {
  const values = await readConfigValues(app.db, SMS_CONFIG_KEYS);
  const name = values.str('sms.provider', 'log');
  if (name === 'aliyun' || name === 'tencent') {
    const factory = smsProviderFactories[name];
    if (factory) return factory(app, values.obj(`sms.${name}`));
  }
  return createLogProvider(app);
}
