import { localizeMessage, type MessageLanguage, type TNotification } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { notFound } from '#core/errors';
import { formatIso } from '#core/format';

/** MeEdu's default page size for messages (our web asks for 20). */
export const MESSAGES_PAGE_SIZE = 5;

/**
 * GET /api/v2/member/messages: the caller's own notifications, newest first. Rows keep the Chinese they were
 * written in; the caller reads them in `lang`, so switching to English shows old messages in English too.
 */
export async function listOwnNotifications(
  db: Kysely<Database>,
  userId: number,
  query: { page?: number; page_size?: number },
  lang: MessageLanguage = 'zh',
): Promise<{ data: TNotification[]; total: number }> {
  const page = query.page ?? 1;
  const size = query.page_size ?? MESSAGES_PAGE_SIZE;
  const own = db.selectFrom('notifications').where('user_id', '=', userId);
  const { total, rows } = await readPage(own, { page, size }, (b) =>
    b
      .select(['id', 'user_id', 'message', 'url', 'read_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      notifiable_id: row.user_id,
      data: { message: localizeMessage(row.message, lang), url: row.url },
      read_at: row.read_at === null ? null : formatIso(Number(row.read_at)),
      created_at: formatIso(Number(row.created_at)),
    })),
    total,
  };
}

/**
 * The unread count, counted on every call: the (user_id, read_at) index makes it cheap, and unlike
 * MeEdu's cache it cannot miss a notification written after it was cached.
 */
export async function countUnread(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks one notification read. Scoped to the caller in the same query: another member's id, or one that
 * does not exist, answers 资源不存在 alike, so ids of others cannot be probed. Reading it twice is fine.
 */
export async function markOneRead(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  const own = await db
    .selectFrom('notifications')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!own) throw notFound();
  if (own.read_at !== null) return;
  await markRead(db, userId, id);
}

export function markAllRead(db: Kysely<Database>, userId: number): Promise<void> {
  return markRead(db, userId);
}

/** The member's unread notifications (only `id`, when given) become read now. */
async function markRead(db: Kysely<Database>, userId: number, id?: number): Promise<void> {
  const now = Date.now();
  let unread = db
    .updateTable('notifications')
    .set({ read_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (id !== undefined) unread = unread.where('id', '=', id);
  await unread.execute();
}
