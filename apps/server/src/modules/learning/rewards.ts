import type { Kysely } from 'kysely';
import { readConfigValues } from '#core/config-values';
import type { Database } from '#core/db/schema';

type Db = Kysely<Database>;

/** app_config keys of the learning rewards (MeEdu's credit1_reward.watched_video / watched_vod_course). */
export const REWARD_KEYS = { video: 'credit1.watched_video', course: 'credit1.watched_vod_course' } as const;

export async function rewardAmount(db: Db, key: string): Promise<number> {
  const n = (await readConfigValues(db, [key])).num(key);
  return n > 0 ? Math.floor(n) : 0;
}
