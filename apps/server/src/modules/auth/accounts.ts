import { randomBytes, randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { msg } from '@shuyuan/contract/messages';
import type { Kysely } from 'kysely';
import { readConfigValues } from '#core/config-values';
import { CREDIT_URL, grantCredit } from '#core/db/credits';
import { notify } from '#core/db/notify';
import type { Database, UserRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { formatDateTime } from '#core/format';

type Db = Kysely<Database>;

const NICK_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function randomText(length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += NICK_ALPHABET[randomInt(NICK_ALPHABET.length)];
  return text;
}

/** A default nickname (the member may change it once): 学员 + 8 random characters. */
export function randomNickname(prefix = '学员'): string {
  return `${prefix.slice(0, 14)}_${randomText(8)}`.slice(0, 24);
}

/** Social sign-ups without a mobile get a unique placeholder that is never a real number (is_bind_mobile 0). */
export function placeholderMobile(): string {
  return `2${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** The sharer of `?msv=` when it names an existing member (the inviter of a new member). */
async function resolveInviter(db: Db, msv: unknown): Promise<number> {
  const id = Number(msv);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return 0;
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row?.id ?? 0;
}

export interface NewMemberInput {
  mobile: string;
  /** Plain text; absent: a random one (is_password_set 0). */
  password?: string;
  nickname?: string;
  avatar?: string;
  msv?: unknown;
  ip: string;
}

/**
 * Creates a member with MeEdu's registration side effects: 用户注册成功, the register credit1 reward
 * with its record and notification, the inviter from msv. The mobile's unique index refuses a duplicate
 * (the caller maps that to 手机号已存在). Given a transaction as `db`, it runs inside it (social sign-ups
 * create the member and its binding together).
 */
export async function createMemberAccount(
  deps: Deps<'db'>,
  input: NewMemberInput,
  db: Db = deps.db,
): Promise<UserRow> {
  const now = Date.now();
  const settings = await readConfigValues(db, ['credit1.register', 'member.is_lock_default']);
  const reward = Math.max(0, Math.floor(settings.num('credit1.register')));
  const inviter = await resolveInviter(db, input.msv);
  const password = await hashPassword(input.password ?? randomBytes(24).toString('base64url'));
  const insert = async (trx: Db) => {
    const user = await trx
      .insertInto('users')
      .values({
        nick_name: input.nickname ?? randomNickname(),
        mobile: input.mobile,
        avatar: input.avatar ?? '',
        password,
        is_password_set: input.password ? 1 : 0,
        is_set_nickname: 0,
        is_active: 1,
        is_lock: settings.flag('member.is_lock_default'),
        role_id: 0,
        role_expired_at: null,
        invite_user_id: inviter,
        // The register reward is added by grantCredit below, with its ledger row and message.
        credit1: 0,
        register_ip: input.ip.slice(0, 64),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await notify(trx, user.id, { type: 'registration', message: msg('auth.registered') });
    if (reward <= 0) return user;
    const remark = msg('auth.registerReward', { sum: reward });
    await grantCredit(
      trx,
      { userId: user.id, sum: reward, remark, uniqueKey: 'register', url: CREDIT_URL },
      now,
    );
    return { ...user, credit1: user.credit1 + reward };
  };
  return db.isTransaction ? insert(db) : db.transaction().execute(insert);
}

/** Every login: a pending account deletion is cancelled, and the member is told (MeEdu's wording). */
export async function onMemberLogin(db: Kysely<Database>, userId: number): Promise<void> {
  const pending = await db
    .selectFrom('user_delete_jobs')
    .select(['id', 'submit_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 0)
    .execute();
  for (const job of pending) {
    const cancelled = await db
      .updateTable('user_delete_jobs')
      .set({ status: 1, updated_at: Date.now() })
      .where('id', '=', job.id)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) === 1) {
      const message = msg('auth.deletionCancelled', { time: formatDateTime(Number(job.submit_at)) });
      await notify(db, userId, { type: 'system', message });
    }
  }
}

/** Random text for codes and keys. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
