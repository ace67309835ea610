import type { Deps } from '#core/deps';
import type { SerializedData } from '#core/http/register-endpoint';
import { type CourseDetailBase, loadCourseDetailBase } from './detail-service';

/*
 * Answers are cached briefly under `catalogue:`; writers of courses, videos, chapters, attachments, teachers,
 * series and categories call app.cache.invalidate('catalogue:') (and 'content:blocks:', whose course lists
 * embed the same items). The short TTL also bounds how late a course scheduled with a future published_at
 * appears. Per-member parts (is_buy, likes, progress) are never cached.
 */
export const CATALOGUE_TTL_MS = 30_000;

/** The shared part of a course detail, cached: the course page and the video page (learning) both read it. */
export function cachedCourseDetailBase(
  deps: Deps<'db' | 'cache'>,
  courseId: number,
): Promise<CourseDetailBase> {
  return deps.cache.get<CourseDetailBase>(`catalogue:course:${courseId}:base`, CATALOGUE_TTL_MS, () =>
    loadCourseDetailBase(deps.db, courseId),
  );
}

/** The whole encoded course detail of anonymous callers (the same for all of them), cached per course. */
export function cachedAnonymousCourseDetail(
  deps: Deps<'cache'>,
  courseId: number,
  build: () => Promise<SerializedData>,
): Promise<SerializedData> {
  return deps.cache.get<SerializedData>(`catalogue:course:${courseId}:anon`, CATALOGUE_TTL_MS, build);
}
