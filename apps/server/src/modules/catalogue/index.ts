/*
 * The public entry of the catalogue module (decision 026). The catalogue is the lowest module: content,
 * learning and commerce build on it, and it imports none of them.
 */

// Who may see a course and play a video (learning decides playback with it).
export { canSeeCourse, decideVideoAccess, hasActiveVip, type VideoAccess } from './access';
// When access ends (a refund), every decision made before is made again (commerce ends, learning checks).
export { endAccess, readAccessEpoch } from './access-epoch';
// The console's comment moderation drops a target's cached comment lists when it approves, rejects or deletes.
export { commentCachePrefix } from './comments/service';
// The course detail and course cards, for the pages that add the member's progress (learning) or embed
// course lists (content's blocks).
export { type CourseViewer, cachedAnonymousCourseDetail, cachedCourseDetailBase } from './course-cache';
export type { CourseDetailBase } from './detail-service';
export { findLikedCoursePage, isCourseLiked } from './likes';
export { default as catalogueRoutes } from './routes';
// Stored descriptions as plain text (search snippets here; the page heads of system's SEO).
export { plainText } from './search/plain-text';
export { getCourseListItemsByIds } from './service';
