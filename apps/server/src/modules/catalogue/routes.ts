import {
  downloadAttachment,
  getAttachmentDownloadUrl,
  getKecheng,
  getTeacher,
  listCourseCategories,
  listCourses,
  listKechengs,
  listTeachers,
  toggleCourseLike,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { isAdminPreview } from '#core/auth/admin-preview';
import { memberId } from '#core/auth/resolve-user';
import { registerEndpoint, serializeData } from '#core/http/register-endpoint';
import { siteUrl } from '#core/http/site-url';
import { createDownloadSign, sendAttachment } from './attachments';
import commentRoutes from './comments/routes';
import { CATALOGUE_TTL_MS as TTL_MS } from './course-cache';
import { findAllTeachers } from './detail-repo';
import { getKechengDetail, listKechengPage } from './kechengs';
import * as likes from './likes';
import searchRoutes from './search/routes';
import { COURSES_PER_PAGE, listCourseCategoryTree, listCoursePage } from './service';
import { getTeacherDetail } from './teachers';

/*
 * Answers are cached briefly under `catalogue:` (course-cache.ts says who invalidates). The course page
 * (GET /api/v2/course/{id}) and the liked courses carry the member's progress, so learning registers them.
 */
export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, listCourses, async ({ query }) => {
    const key = `catalogue:courses:${query.page ?? 1}:${query.page_size ?? COURSES_PER_PAGE}:${query.category_id ?? 0}:${query.scene ?? ''}`;
    return app.cache.get(key, TTL_MS, async () =>
      serializeData(app, listCourses, await listCoursePage(app, query, TTL_MS)),
    );
  });

  registerEndpoint(app, listCourseCategories, async () =>
    app.cache.get('catalogue:categories', TTL_MS, async () =>
      serializeData(app, listCourseCategories, await listCourseCategoryTree(app.db)),
    ),
  );

  registerEndpoint(app, listTeachers, async () =>
    app.cache.get('catalogue:teachers', TTL_MS, async () =>
      serializeData(app, listTeachers, await findAllTeachers(app.db)),
    ),
  );

  registerEndpoint(app, getTeacher, async ({ params }) =>
    app.cache.get(`catalogue:teacher:${params.id}`, TTL_MS, async () =>
      serializeData(app, getTeacher, await getTeacherDetail(app.db, params.id)),
    ),
  );

  registerEndpoint(app, toggleCourseLike, async ({ params, user }) =>
    likes.toggleCourseLike(app.db, memberId(user), params.id),
  );

  registerEndpoint(app, getAttachmentDownloadUrl, async ({ params, user, request }) => {
    const sign = await createDownloadSign(app, memberId(user), params.courseId, params.id);
    return { download_url: `${siteUrl(request)}${downloadAttachment.path}?sign=${sign}` };
  });

  registerEndpoint(app, downloadAttachment, async ({ query, reply }) => {
    await sendAttachment(app, reply, query.sign);
    return undefined as never;
  });

  registerEndpoint(app, listKechengs, async ({ query }) => {
    const page = query.page ?? 1;
    const size = query.page_size ?? COURSES_PER_PAGE;
    return app.cache.get(`catalogue:kechengs:${page}:${size}`, TTL_MS, async () =>
      serializeData(app, listKechengs, await listKechengPage(app.db, page, size)),
    );
  });

  registerEndpoint(app, getKecheng, async ({ params, request }) =>
    (await isAdminPreview(app, request))
      ? getKechengDetail(app.db, params.id, true)
      : app.cache.get(`catalogue:kecheng:${params.id}`, TTL_MS, async () =>
          serializeData(app, getKecheng, await getKechengDetail(app.db, params.id)),
        ),
  );

  commentRoutes(app);
  searchRoutes(app);
}
