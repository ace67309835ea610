import type { Kysely } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';
import { notFound } from '#core/errors';
import { formatIso } from '#core/format';
import { getActivateItemsByIds } from './service';

type Db = Kysely<Database>;

/** GET /api/v2/activate/{id}/like: 1 when now liked, 0 when no longer (delete first, unique key). */
export async function toggleActivateLike(db: Db, userId: number, activateId: number): Promise<0 | 1> {
  const found = await db
    .selectFrom('activates')
    .select('id')
    .where('id', '=', activateId)
    .where(isVisible('activates'))
    .executeTakeFirst();
  if (!found) throw notFound();
  const removed = await db
    .deleteFrom('activate_likes')
    .where('user_id', '=', userId)
    .where('activate_id', '=', activateId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return 0;
  const now = Date.now();
  await db
    .insertInto('activate_likes')
    .values({ user_id: userId, activate_id: activateId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'activate_id']).doNothing())
    .execute();
  return 1;
}

/** GET /api/v3/member/activates/like. */
export async function listLikedActivates(db: Db, userId: number, page: number, size: number) {
  const base = db.selectFrom('activate_likes').where('user_id', '=', userId);
  const { total, rows } = await readPage(base, { page, size }, (b) =>
    b.select(['activate_id', 'created_at']).orderBy('id', 'desc'),
  );
  const items = new Map(
    (
      await getActivateItemsByIds(
        db,
        rows.map((r) => r.activate_id),
      )
    ).map((a) => [a.id, a]),
  );
  return {
    total,
    data: rows.flatMap((r) => {
      const activate = items.get(r.activate_id);
      return activate ? [{ activate_id: r.activate_id, created_at: formatIso(r.created_at), activate }] : [];
    }),
  };
}
