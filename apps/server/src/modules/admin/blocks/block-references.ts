import type { BlockContent } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '#core/errors';

type Content = z.output<typeof BlockContent>;

/** Every picked row must exist: a grid naming a missing course would show less than the editor chose. */
export async function checkBlockReferences(app: FastifyInstance, content: Content): Promise<void> {
  if (content.kind === 'vod') {
    const ids = [...new Set(content.config.course_ids)];
    const found = await app.db
      .selectFrom('courses')
      .select('id')
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
    if (found.length !== ids.length) throw new AppError('课程不存在');
  }
  if (content.kind === 'activate' && content.config.activate_ids.length > 0) {
    const ids = [...new Set(content.config.activate_ids)];
    const found = await app.db.selectFrom('activates').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw new AppError('线下课不存在');
  }
  if (content.kind === 'article' && content.config.category_id > 0) {
    const category = await app.db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', content.config.category_id)
      .where('type', '=', 'article')
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!category) throw new AppError('文章分类不存在');
  }
}

/** Titles of picked courses and offline courses, for the console's list and pickers. */
export async function titlesOf(app: FastifyInstance, courseIds: number[], activateIds: number[]) {
  const [courses, activates] = await Promise.all([
    courseIds.length
      ? app.db
          .selectFrom('courses')
          .select(['id', 'title'])
          .where('id', 'in', [...new Set(courseIds)])
          .where('deleted_at', 'is', null)
          .execute()
      : [],
    activateIds.length
      ? app.db
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
