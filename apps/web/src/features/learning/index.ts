/*
 * The public entry of the learning feature (decision 026): what other features, the apps and the router
 * may use. Re-exports only: the build treats this file as free of side effects, so an export used by a
 * lazy chunk alone stays out of the first load; the player itself goes to /h5 as a lazy component (lazy.ts).
 */
export { STUDY_PAGE_SIZE, type StudyScene, useStudyListQuery } from './api/study';
export { usePlayInfoQuery, useVideoDetailQuery } from './api/video';
export { StudyLists } from './components/study-lists';
export { registerLearningStrings } from './i18n/register';
export { LessonPlayer } from './lazy';
export type { EndOutcome } from './playback/next-video';
export type { PlaybackOptions } from './playback/use-playback';
export { learningRoutes } from './routes';
export { studyCard } from './study-view';
