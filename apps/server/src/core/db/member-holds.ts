import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The tables that link a member to one item, and the column naming the item. */
const ITEM_COLUMN = {
  user_courses: 'course_id',
  course_likes: 'course_id',
  exam_paper_users: 'paper_id',
} as const;

/** Whether `table` links the member to the item: a course owned, a course liked, a paper bought. */
export async function memberHolds(
  db: Kysely<Database>,
  table: keyof typeof ITEM_COLUMN,
  userId: number,
  itemId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('user_id', '=', userId)
    .where(ITEM_COLUMN[table], '=', itemId)
    .executeTakeFirst();
  return row !== undefined;
}
