import type { Deps } from '#core/deps';
import { notFound } from '#core/errors';
import type { SerializedData } from '#core/http/register-endpoint';
import { ownsCourse } from './access';
import { type CourseDetailBase, type LoadedCourseDetail, loadCourseDetail } from './detail-service';

/*
 * Answers are cached briefly under `catalogue:`; writers of courses, videos, chapters, attachments, teachers,
 * series and categories call app.cache.invalidate('catalogue:') (and 'content:blocks:', whose course lists
 * embed the same items). The short TTL also bounds how late a course scheduled with a future published_at
 * appears. Per-member parts (is_buy, likes, progress) are never cached.
 */
export const CATALOGUE_TTL_MS = 30_000;

/** Who opens a course page: a member (or null), and whether it is an administrator's preview. */
export interface CourseViewer {
  userId: number | null;
  preview?: boolean;
}

/**
 * The shared part of a course detail as `viewer` may see it: the course page and the video page (learning)
 * both read it. Cached for the public; a hidden course (unpublished in the console) is not found except for
 * a member who bought it, and an administrator's preview reads the database directly (never the cache).
 */
export async function cachedCourseDetailBase(
  deps: Deps<'db' | 'cache'>,
  courseId: number,
  viewer: CourseViewer,
): Promise<CourseDetailBase> {
  if (viewer.preview) return (await loadCourseDetail(deps.db, courseId, true)).base;
  const { base, listed } = await deps.cache.get<LoadedCourseDetail>(
    `catalogue:course:${courseId}:detail`,
    CATALOGUE_TTL_MS,
    () => loadCourseDetail(deps.db, courseId),
  );
  if (listed || (viewer.userId !== null && (await ownsCourse(deps.db, viewer.userId, courseId)))) return base;
  throw notFound();
}

/** The whole encoded course detail of anonymous callers (the same for all of them), cached per course. */
export function cachedAnonymousCourseDetail(
  deps: Deps<'cache'>,
  courseId: number,
  build: () => Promise<SerializedData>,
): Promise<SerializedData> {
  return deps.cache.get<SerializedData>(`catalogue:course:${courseId}:anon`, CATALOGUE_TTL_MS, build);
}
