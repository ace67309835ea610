import type { FastifyInstance } from 'fastify';
import { invalidateMemberState } from '#core/auth/member-token';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { hashPassword, placeholderMobile, randomToken } from '#modules/auth';
import { removeAvatarFile } from './avatar';

/** What a carried-out deletion leaves as the member's name (reserved: nobody may pick it). */
export const DELETED_NICKNAME = '已注销用户';

const SWEEP_EVERY_MS = 5 * 60_000;
/** Held for (almost) one interval: of several processes, one sweeps per interval. */
const SWEEP_LOCK_KEY = 'member:deletion-sweep';
const SWEEP_LOCK_TTL_MS = SWEEP_EVERY_MS - 15_000;
const BATCH = 50;

/**
 * Rows that are personal data and nothing else: social logins, the real-name profile, face checks, login
 * records (IP, user agent), favourites and messages. Orders, course access, seats, promo uses and the credit1
 * ledger stay (accounting, and refunds adjust them); comments stay under the anonymised name.
 */
const PERSONAL_TABLES = [
  'user_socialites',
  'user_profiles',
  'user_face_verify_records',
  'user_login_records',
  'course_likes',
  'activate_likes',
  'notifications',
  // Which agreements the person accepted, from which address and browser.
  'member_agreements',
  // Viewing history and certificates (which carry the person's name) go too.
  'video_watch_records',
  'course_user_records',
  'course_certificates',
] as const satisfies readonly (keyof Database)[];

/**
 * Carries out one expired request. The claim (status 0 → 2) is conditional, like the login that cancels a
 * request (0 → 1), so a login and the sweep, or two sweeps, never both win. The users row stays (orders point
 * at it) but says nothing about the person: placeholder mobile, random password, no avatar, locked, which
 * also ends every token of the account.
 */
async function eraseMember(
  deps: Deps<'db' | 'memberCache' | 'config'>,
  job: { id: number; user_id: number },
): Promise<boolean> {
  // argon2 is slow on purpose: hashed before the transaction so the write lock is held briefly.
  const password = await hashPassword(randomToken());
  const now = Date.now();
  const avatar = await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('user_delete_jobs')
      .set({ status: 2, updated_at: now })
      .where('id', '=', job.id)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    const user = await trx
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', job.user_id)
      .executeTakeFirst();
    if (!user) return '';
    await trx
      .updateTable('users')
      .set({
        nick_name: DELETED_NICKNAME,
        mobile: placeholderMobile(),
        password,
        avatar: '',
        is_lock: 1,
        is_password_set: 0,
        is_set_nickname: 1,
        register_ip: '',
        register_area: '',
        updated_at: now,
      })
      .where('id', '=', job.user_id)
      .execute();
    for (const table of PERSONAL_TABLES) {
      await trx.deleteFrom(table).where('user_id', '=', job.user_id).execute();
    }
    return user.avatar;
  });
  if (avatar === null) return false;
  await invalidateMemberState(deps, job.user_id);
  await removeAvatarFile(deps, avatar);
  return true;
}

/** Carries out the deletion requests whose cooling-off has passed; returns how many. */
export async function carryOutDeletions(
  deps: Deps<'db' | 'memberCache' | 'config'>,
  now = Date.now(),
): Promise<number> {
  const due = await deps.db
    .selectFrom('user_delete_jobs')
    .select(['id', 'user_id'])
    .where('status', '=', 0)
    .where('expired_at', '<=', now)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let done = 0;
  for (const job of due) {
    if (await eraseMember(deps, job)) done++;
  }
  return done;
}

/** One sweep, unless another process holds this interval's lock; null when skipped. */
export async function runDeletionSweep(
  deps: Deps<'db' | 'store' | 'memberCache' | 'config'>,
  now = Date.now(),
): Promise<number | null> {
  if (!(await deps.store.setIfAbsent(SWEEP_LOCK_KEY, String(process.pid), SWEEP_LOCK_TTL_MS))) return null;
  return carryOutDeletions(deps, now);
}

/** Sweeps every 5 minutes (not in tests: they call the functions above themselves). */
export function scheduleAccountDeletion(app: FastifyInstance): void {
  if (app.config.nodeEnv === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runDeletionSweep(app).catch((error) => app.log.error({ err: error }, 'account deletion sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
