import {
  ApiCode,
  DEFAULT_CONFIG_FUNC,
  FEATURE_SWITCHES,
  featureOffMessage,
  isBuiltFeature,
  type TBuiltFeatureSwitch,
  type TConfigFunc,
} from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { type ConfigValues, readConfigValues } from './config-values';
import type { Database } from './db/schema';
import { AppError } from './errors';

/*
 * The one home of the feature switches (spec §1 configFunc, decision 031) on the server. A route or a
 * service that belongs to a switched module asks here (`requireFeature` to refuse, `isFeatureOn` to leave
 * something out); nothing else reads the `func` row. Read on every call, not cached, like other settings
 * a service needs (config-values.ts): a switch turned off in the console holds at once in every process.
 */

/** The switches as the site answers them: stored values over the defaults; unbuilt modules always off. */
export function featureSwitchesFrom(values: ConfigValues): TConfigFunc {
  const stored = values.obj('func');
  const func = { ...DEFAULT_CONFIG_FUNC };
  for (const key of FEATURE_SWITCHES) {
    if (typeof stored[key] === 'boolean') func[key] = stored[key] && isBuiltFeature(key);
    else if (!isBuiltFeature(key)) func[key] = false;
  }
  return func;
}

export async function readFeatureSwitches(db: Kysely<Database>): Promise<TConfigFunc> {
  return featureSwitchesFrom(await readConfigValues(db, ['func']));
}

export async function isFeatureOn(db: Kysely<Database>, key: TBuiltFeatureSwitch): Promise<boolean> {
  return (await readFeatureSwitches(db))[key];
}

/** The refusal of a call whose module is switched off (the web recognises the code). */
export const featureOff = (key: TBuiltFeatureSwitch) =>
  new AppError(featureOffMessage(key), ApiCode.featureOff);

/** Throws `${module}功能未开启` (code 403) when the switch is off. */
export async function requireFeature(db: Kysely<Database>, key: TBuiltFeatureSwitch): Promise<void> {
  if (!(await isFeatureOn(db, key))) throw featureOff(key);
}
