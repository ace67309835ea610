import { readConfigValues } from '#core/config-values';
import type { Deps } from '#core/deps';
import { createAliyunSmsProvider, readAliyunSettings } from './aliyun';
import { createLogProvider } from './log-provider';
import { createTencentSmsProvider, readTencentSmsSettings } from './tencent';
import type { SmsProvider } from './types';

export * from './types';

/**
 * `sms.provider` (app_config, private) picks the gateway: `log` (default) or, once their adapters and keys
 * are configured, `aliyun` / `tencent` with their settings under `sms.aliyun` / `sms.tencent`.
 */
export const SMS_CONFIG_KEYS = ['sms.provider', 'sms.aliyun', 'sms.tencent'] as const;

export type SmsProviderFactory = (
  deps: Deps<'store' | 'config' | 'log'>,
  settings: Record<string, unknown>,
) => SmsProvider;

/** The real gateways (aliyun.ts / tencent.ts); an unknown `sms.provider` → log. */
export const smsProviderFactories: Partial<Record<'aliyun' | 'tencent', SmsProviderFactory>> = {
  // Incomplete settings give a provider whose send fails (短信发送失败), never a silent fallback to the log.
  aliyun: (_deps, settings) => createAliyunSmsProvider(readAliyunSettings(settings)),
  tencent: (_deps, settings) => createTencentSmsProvider(readTencentSmsSettings(settings)),
};

export async function getSmsProvider(deps: Deps<'db' | 'store' | 'config' | 'log'>): Promise<SmsProvider> {
  const values = await readConfigValues(deps.db, SMS_CONFIG_KEYS);
  const name = values.str('sms.provider', 'log');
  if (name === 'aliyun' || name === 'tencent') {
    const factory = smsProviderFactories[name];
    if (factory) return factory(deps, values.obj(`sms.${name}`));
  }
  return createLogProvider(deps);
}
