import type { BlockContent } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#core/db/schema';
import { AppError } from '#core/errors';
import { checkArticleCategory } from '../content/article-service';
import { assertCoursesExist } from '../find-row';

type Content = z.output<typeof BlockContent>;

/** Every picked row must exist: a grid naming a missing course would show less than the editor chose. */
export async function checkBlockReferences(db: Kysely<Database>, content: Content): Promise<void> {
  if (content.kind === 'vod') await assertCoursesExist(db, content.config.course_ids);
  if (content.kind === 'activate' && content.config.activate_ids.length > 0) {
    const ids = [...new Set(content.config.activate_ids)];
    const found = await db.selectFrom('activates').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw new AppError('线下课不存在');
  }
  if (content.kind === 'article') await checkArticleCategory(db, content.config.category_id);
}

/** Titles of picked courses and offline courses, for the console's list and pickers. */
export async function titlesOf(db: Kysely<Database>, courseIds: number[], activateIds: number[]) {
  const [courses, activates] = await Promise.all([
    courseIds.length
      ? db
          .selectFrom('courses')
          .select(['id', 'title'])
          .where('id', 'in', [...new Set(courseIds)])
          .where('deleted_at', 'is', null)
          .execute()
      : [],
    activateIds.length
      ? db
          .selectFrom('activates')
          .select(['id', 'title'])
          .where('id', 'in', [...new Set(activateIds)])
          .execute()
      : [],
  ]);
  return {
    courses: new Map(courses.map((c) => [c.id, c.title])),
    activates: new Map(activates.map((a) => [a.id, a.title])),
  };
}
