import { listCourseCategories, listCourses } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, serializeData } from '../../core/http/register-endpoint';
import { COURSES_PER_PAGE, listCoursePage, listCourseCategoryTree } from './service';

/*
 * Answers are cached briefly under `catalogue:`; writers of courses, videos and categories call
 * app.cache.invalidate('catalogue:') (and 'content:blocks:', whose course lists embed the same items).
 * The short TTL also bounds how late a course scheduled with a future published_at appears.
 */
const TTL_MS = 30_000;

export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, listCourses, async ({ query }) => {
    const key = `catalogue:courses:${query.page ?? 1}:${query.page_size ?? COURSES_PER_PAGE}:${query.category_id ?? 0}:${query.scene ?? ''}`;
    return app.cache.get(key, TTL_MS, async () =>
      serializeData(app, listCourses, await listCoursePage(app.db, query)),
    );
  });

  registerEndpoint(app, listCourseCategories, async () =>
    app.cache.get('catalogue:categories', TTL_MS, async () =>
      serializeData(app, listCourseCategories, await listCourseCategoryTree(app.db)),
    ),
  );
}
