import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';

/** The messages a member was sent (of one type when given), oldest first. */
export async function messagesOf(db: Kysely<Database>, userId: number, type?: string): Promise<string[]> {
  let query = db.selectFrom('notifications').select('message').where('user_id', '=', userId);
  if (type !== undefined) query = query.where('type', '=', type);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.message);
}
