import { readConfigValues } from '#core/config-values';
import type { Deps } from '#core/deps';
import { asText } from '../outbound-http';
import { createFaceSimulator } from './simulator';
import { createTencentFaceProvider } from './tencent';
import type { FaceProviderName, FaceVerifyProvider } from './types';

export * from './types';

/** {secret_id, secret_key, rule_id, endpoint?, region?} (private app_config). */
export const FACE_SETTINGS_KEY = 'face_verify.tencent';

/**
 * The provider for `name` (the one a verification was started with), or, without a name, the one new
 * verifications use: Tencent when it has keys, else the simulator outside production. null: none available.
 */
export async function getFaceProvider(
  deps: Deps<'db' | 'store' | 'config'>,
  name?: FaceProviderName,
): Promise<FaceVerifyProvider | null> {
  const simulator = deps.config.nodeEnv !== 'production' ? createFaceSimulator(deps.store) : null;
  if (name === 'simulator') return simulator;
  const settings = (await readConfigValues(deps.db, [FACE_SETTINGS_KEY])).obj(FACE_SETTINGS_KEY);
  const keys = {
    secret_id: asText(settings.secret_id).trim(),
    secret_key: asText(settings.secret_key).trim(),
    rule_id: asText(settings.rule_id).trim(),
    endpoint: asText(settings.endpoint),
    region: asText(settings.region),
  };
  if (keys.secret_id && keys.secret_key && keys.rule_id) return createTencentFaceProvider(keys);
  return name === 'tencent' ? null : simulator;
}
