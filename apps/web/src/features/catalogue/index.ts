/*
 * The public entry of the catalogue feature (decision 026): what other features, the apps and the router
 * may use. Re-exports only: the build treats this file as free of side effects, so an export used by a
 * lazy chunk alone stays out of the first load.
 */
export {
  ACTIVATES_PAGE_SIZE,
  activateStatus,
  enrolState,
  formatActivateTime,
  seatsLeft,
  type TActivate,
  type TActivateDetail,
} from './activate';
export {
  fetchActivateDetail,
  fetchActivates,
  useActivateCategoriesQuery,
  useActivateDetailQuery,
  useActivateMutations,
} from './api/activates';
export { COMMENT_RT } from './api/comments';
export {
  courseDetailQuery,
  fetchCourseDetail,
  seedCourseDetails,
  useCourseDetailQuery,
} from './api/get-course-detail';
export { fetchKecheng, fetchKechengPage, kechengQuery, kechengsQuery } from './api/kechengs';
export { useCourseCategoriesQuery } from './api/list-course-categories';
export { coursesQuery, fetchCourses } from './api/list-courses';
export { fetchSearch } from './api/search';
export { teacherQuery } from './api/teachers';
export { ActivateCard } from './components/activate-card';
export { CategoryFilter } from './components/category-filter';
export { CommentSection } from './components/comment-section';
export { CourseAttachments } from './components/course-attachments';
export { Highlighted } from './components/highlighted';
export { TeacherAvatar } from './components/teacher-avatar';
export {
  allVideos,
  type CourseDetail,
  chapterOutline,
  formatDuration,
  orderPathFor,
  purchaseState,
  readCourseDetail,
  teacherName,
} from './course-detail';
export { courseListQuery, readCourseFilters, writeCourseFilters } from './course-filters';
export { registerCatalogueStrings } from './i18n/register';
export { kechengSaving, type TKecheng } from './kecheng';
export { HomeShelves } from './lazy';
export { catalogueRoutes } from './routes';
export {
  hitPath,
  plainText,
  readSearchType,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPES,
  type SearchType,
  type TSearchHit,
  typeKey,
} from './search';
