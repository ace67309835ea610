/*
 * The public entry of the learning feature (decision 026): what other features, the apps and the router
 * may use. Re-exports only: the build treats this file as free of side effects, so an export used by a
 * lazy chunk alone (the mobile site's player) stays out of the first load.
 */
export { STUDY_PAGE_SIZE, type StudyScene, useStudyListQuery } from './api/study';
export { usePlayInfoQuery, useVideoDetailQuery } from './api/video';
export { PlayerWatermark } from './components/player-watermark';
export { StudyLists } from './components/study-lists';
export { registerLearningStrings } from './i18n/register';
export type { EndOutcome } from './playback/next-video';
export { type PlaybackOptions, usePlayback } from './playback/use-playback';
export { learningRoutes } from './routes';
export { studyCard } from './study-view';
