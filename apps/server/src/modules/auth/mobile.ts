import { readConfigValues } from '#core/config-values';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';

/** Mainland numbers by default; `member.mobile_regex` (app_config) widens it for other countries. */
export const DEFAULT_MOBILE_PATTERN = '^1[3-9]\\d{9}$';
export const MOBILE_INVALID = '请输入正确的手机号';

export async function assertValidMobile(deps: Deps<'db' | 'cache'>, mobile: string): Promise<void> {
  const pattern = await deps.cache.get('system:mobile-regex', 30_000, async () => {
    const values = await readConfigValues(deps.db, ['member.mobile_regex']);
    return values.str('member.mobile_regex', DEFAULT_MOBILE_PATTERN) || DEFAULT_MOBILE_PATTERN;
  });
  let regex: RegExp;
  try {
    regex = new RegExp(pattern);
  } catch {
    regex = new RegExp(DEFAULT_MOBILE_PATTERN);
  }
  if (mobile.length > 20 || !regex.test(mobile)) throw new AppError(MOBILE_INVALID);
}

/** MeEdu's is_bind_mobile: a real mainland number (social sign-ups get a placeholder that is not one). */
export function isRealMobile(mobile: string): boolean {
  return mobile.length === 11 && mobile.startsWith('1');
}
