import { getCourse, type TCourseDetail } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { isAdminPreview } from '#core/auth/admin-preview';
import type { Deps } from '#core/deps';
import { registerEndpoint, type SerializedData, serializeData } from '#core/http/register-endpoint';
import {
  type CourseDetailBase,
  cachedAnonymousCourseDetail,
  cachedCourseDetailBase,
  canSeeCourse,
  isCourseLiked,
} from '#modules/catalogue';
import { videoIdsOf, watchRecordsByVideo } from './records';

/** The caller-specific flags of a course detail: bought and liked (catalogue), the watch progress (here). */
async function courseDetailFlags(
  deps: Deps<'db' | 'store'>,
  userId: number | null,
  base: CourseDetailBase,
): Promise<Pick<TCourseDetail, 'isBuy' | 'is_buy' | 'isCollect' | 'videoWatchedProgress'>> {
  const { db } = deps;
  const [bought, liked, progress] = await Promise.all([
    // MeEdu answers false to a guest even for a free course (its clients show 免费 from is_free).
    userId === null ? false : canSeeCourse(db, userId, base.course),
    userId === null ? false : isCourseLiked(db, userId, base.course.id),
    userId === null ? {} : watchRecordsByVideo(deps, userId, base.course.id, videoIdsOf(base)),
  ]);
  return { isBuy: bought, is_buy: bought, isCollect: liked, videoWatchedProgress: progress };
}

/**
 * GET /api/v2/course/{id}: the catalogue's course detail plus the caller's flags. It is registered here, above
 * the catalogue, because the flags include the member's progress. Anonymous callers get one cached encoded
 * answer; members the cached shared part plus their own flags; an administrator's preview (the console's
 * admin token) the course as anonymous, shown or not, uncached.
 */
export function registerCourseDetail(app: FastifyInstance): void {
  registerEndpoint(app, getCourse, async ({ params, user, request }) => {
    if (!user && (await isAdminPreview(app, request))) {
      const base = await cachedCourseDetailBase(app, params.id, { userId: null, preview: true });
      return { ...base, ...(await courseDetailFlags(app, null, base)) };
    }
    if (!user) {
      return cachedAnonymousCourseDetail(app, params.id, async () => {
        const base = await cachedCourseDetailBase(app, params.id, { userId: null });
        return serializeData(app, getCourse, { ...base, ...(await courseDetailFlags(app, null, base)) });
      }) as Promise<SerializedData<never>>;
    }
    const base = await cachedCourseDetailBase(app, params.id, { userId: user.id });
    return { ...base, ...(await courseDetailFlags(app, user.id, base)) };
  });
}
