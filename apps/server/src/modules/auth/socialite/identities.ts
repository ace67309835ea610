import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { AppError } from '#core/errors';
import type { OauthApp, OauthIdentity } from '#providers/oauth/index';
import { randomNickname } from '../accounts';

type Db = Kysely<Database>;

/** MeEdu's binding messages, in the order bindWithCode checks them. */
export const BindMessage = {
  unionTaken: '同渠道账号已绑定其它用户',
  appBound: '您已经绑定了该渠道的账号',
  identityTaken: '当前渠道账号已绑定了其它账号',
} as const;

const SUFFIX_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The provider nickname cut to 12 characters + `_` + random characters (MeEdu), or a default one. */
export function socialNickname(nickname: string, suffixLength: number): string {
  const base = [...nickname.trim()].slice(0, 12).join('');
  if (!base) return randomNickname();
  let suffix = '';
  for (let i = 0; i < suffixLength; i++) suffix += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return `${base}_${suffix}`;
}

/**
 * The member an identity logs into. WeChat matches by union_id first (the same person through another
 * official account), then by openid, and records a union_id that has appeared since.
 */
export async function findBoundUser(db: Db, app: OauthApp, identity: OauthIdentity): Promise<number | null> {
  if (app === 'wechat' && identity.unionid) {
    const byUnion = await db
      .selectFrom('user_socialites')
      .select('user_id')
      .where('app', '=', 'wechat')
      .where('union_id', '=', identity.unionid)
      .orderBy('id')
      .executeTakeFirst();
    if (byUnion) return byUnion.user_id;
  }
  const row = await db
    .selectFrom('user_socialites')
    .select(['id', 'user_id', 'union_id'])
    .where('app', '=', app)
    .where('app_user_id', '=', identity.openid)
    .executeTakeFirst();
  if (!row) return null;
  if (identity.unionid && row.union_id !== identity.unionid) {
    await db
      .updateTable('user_socialites')
      .set({ union_id: identity.unionid, updated_at: Date.now() })
      .where('id', '=', row.id)
      .execute();
  }
  return row.user_id;
}

/** 当前渠道账号已绑定了其它账号 when the identity (openid, or its union_id) already belongs to a member. */
export async function assertIdentityFree(db: Db, app: OauthApp, identity: OauthIdentity): Promise<void> {
  let query = db.selectFrom('user_socialites').select('id').where('app', '=', app);
  query = identity.unionid
    ? query.where((eb) =>
        eb.or([eb('app_user_id', '=', identity.openid), eb('union_id', '=', identity.unionid)]),
      )
    : query.where('app_user_id', '=', identity.openid);
  if (await query.executeTakeFirst()) throw new AppError(BindMessage.identityTaken);
}

/** bindWithCode's checks, in MeEdu's order. */
export async function assertCanBind(
  db: Db,
  userId: number,
  app: OauthApp,
  identity: OauthIdentity,
): Promise<void> {
  if (identity.unionid) {
    const other = await db
      .selectFrom('user_socialites')
      .select('id')
      .where('app', '=', app)
      .where('union_id', '=', identity.unionid)
      .where('user_id', '!=', userId)
      .executeTakeFirst();
    if (other) throw new AppError(BindMessage.unionTaken);
  }
  const mine = await db
    .selectFrom('user_socialites')
    .select('id')
    .where('user_id', '=', userId)
    .where('app', '=', app)
    .executeTakeFirst();
  if (mine) throw new AppError(BindMessage.appBound);
  const taken = await db
    .selectFrom('user_socialites')
    .select('id')
    .where('app', '=', app)
    .where('app_user_id', '=', identity.openid)
    .executeTakeFirst();
  if (taken) throw new AppError(BindMessage.identityTaken);
}

/** The unique indexes (app+openid, user+app) refuse a concurrent duplicate; callers map that. */
export async function insertBinding(
  db: Db,
  userId: number,
  app: OauthApp,
  identity: OauthIdentity,
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('user_socialites')
    .values({
      user_id: userId,
      app,
      app_user_id: identity.openid,
      union_id: identity.unionid,
      data: JSON.stringify({ nickname: identity.nickname, avatar: identity.avatar }),
      created_at: now,
      updated_at: now,
    })
    .execute();
}
