import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { createMember, DAY_MS } from '../factories/index';
import type { CatalogueIds } from './insert-catalogue';
import { DEMO_MEMBER } from './insert-content';

type Db = Kysely<Database>;

/** Approved comments (and one reply) on the first demo courses, so the 评论 tab shows a conversation. */
const DEMO_COMMENTS: { course: string; text: string; reply?: string }[] = [
  {
    course: 'vue3-in-action',
    text: '讲得很清楚，组合式 API 那一章终于看懂了。',
    reply: '谢谢支持，后面还会补充项目实战。',
  },
  { course: 'vue3-in-action', text: '希望能多讲一点 Pinia 的用法。' },
  { course: 'react19-engineering', text: '工程化部分很实用，已经用到公司项目里了。' },
  { course: 'python-data-analysis', text: 'pandas 的例子很贴近实际工作，推荐！' },
];

export async function insertDemoComments(db: Db, ids: CatalogueIds): Promise<number> {
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', DEMO_MEMBER.mobile)
    .executeTakeFirstOrThrow();
  const teacher = await createMember(db, { nick_name: '书院助教', is_set_nickname: 1 });
  const now = Date.now();
  let count = 0;
  for (const [i, comment] of DEMO_COMMENTS.entries()) {
    const rid = ids.courses.get(comment.course);
    if (!rid) continue;
    const at = now - (DEMO_COMMENTS.length - i) * DAY_MS;
    const row = await db
      .insertInto('comments')
      .values({
        user_id: member.id,
        rt: 1,
        rid,
        content: comment.text,
        is_check: 1,
        ip_province: '北京',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    count += 1;
    if (comment.reply) {
      await db
        .insertInto('comments')
        .values({
          user_id: teacher.id,
          rt: 1,
          rid,
          parent_id: row.id,
          reply_id: row.id,
          content: comment.reply,
          is_check: 1,
          ip_province: '上海',
          created_at: at + 3_600_000,
          updated_at: at + 3_600_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      count += 1;
    }
  }
  return count;
}
