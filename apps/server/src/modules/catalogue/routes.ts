import {
  downloadAttachment,
  getAttachmentDownloadUrl,
  getCourse,
  getKecheng,
  listCourseCategories,
  listCourses,
  listKechengs,
  listLikedCourses,
  listTeachers,
  toggleCourseLike,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { memberId } from './access';
import { registerEndpoint, type SerializedData, serializeData } from '../../core/http/register-endpoint';
import { siteUrl } from '../../core/http/site-url';
import { createDownloadSign, sendAttachment } from './attachments';
import commentRoutes from './comments/routes';
import { type CourseDetailBase, courseDetailFlags, loadCourseDetailBase } from './detail-service';
import { findAllTeachers } from './detail-repo';
import { getKechengDetail, listKechengPage } from './kechengs';
import * as likes from './likes';
import searchRoutes from './search/routes';
import { COURSES_PER_PAGE, listCoursePage, listCourseCategoryTree } from './service';

/*
 * Answers are cached briefly under `catalogue:`; writers of courses, videos, chapters, attachments, teachers,
 * series and categories call app.cache.invalidate('catalogue:') (and 'content:blocks:', whose course lists
 * embed the same items). The short TTL also bounds how late a course scheduled with a future published_at
 * appears. Per-member parts (is_buy, likes) are never cached.
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

  registerEndpoint(app, listTeachers, async () =>
    app.cache.get('catalogue:teachers', TTL_MS, async () =>
      serializeData(app, listTeachers, await findAllTeachers(app.db)),
    ),
  );

  // Anonymous callers get one cached encoded answer; members the cached shared part plus their own flags.
  const detailBase = (id: number) =>
    app.cache.get<CourseDetailBase>(`catalogue:course:${id}:base`, TTL_MS, () =>
      loadCourseDetailBase(app.db, id),
    );
  registerEndpoint(app, getCourse, async ({ params, user }) => {
    if (!user) {
      return app.cache.get<SerializedData>(`catalogue:course:${params.id}:anon`, TTL_MS, async () => {
        const base = await detailBase(params.id);
        return serializeData(app, getCourse, { ...base, ...(await courseDetailFlags(app.db, null, base)) });
      }) as Promise<SerializedData<never>>;
    }
    const base = await detailBase(params.id);
    return { ...base, ...(await courseDetailFlags(app.db, user.id, base)) };
  });

  registerEndpoint(app, toggleCourseLike, async ({ params, user }) =>
    likes.toggleCourseLike(app.db, memberId(user), params.id),
  );

  registerEndpoint(app, listLikedCourses, async ({ query, user }) =>
    likes.listLikedCourses(app.db, memberId(user), query.page ?? 1, query.size ?? 10),
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

  registerEndpoint(app, getKecheng, async ({ params }) =>
    app.cache.get(`catalogue:kecheng:${params.id}`, TTL_MS, async () =>
      serializeData(app, getKecheng, await getKechengDetail(app.db, params.id)),
    ),
  );

  commentRoutes(app);
  searchRoutes(app);
}
