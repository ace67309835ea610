/*
 * The public entry of the learning feature (decision 026): what other features, the apps and the router
 * may use. Re-exports only: the build treats this file as free of side effects, so an export used by a
 * lazy chunk alone (the mobile site's player) stays out of the first load.
 */
export { STUDY_PAGE_SIZE, type StudyScene, useStudyListQuery } from './api/study';
export { usePlayInfoQuery, useVideoDetailQuery } from './api/video';
export { PlayerWatermark } from './components/player-watermark';
export { StudyLists } from './components/study-lists';
export { useMediaSource } from './hooks/use-media-source';
export { usePlayLock } from './hooks/use-play-lock';
export { useProgressReporting } from './hooks/use-progress-reporting';
export { registerLearningStrings } from './i18n/register';
export { nextLessonId } from './player/next-video';
export { previewLimitOf, previewReached } from './player/preview';
export { resumePosition } from './player/resume';
export { clampSeek, type SeekRules, seekBlocked } from './player/seek-rules';
export { learningRoutes } from './routes';
export { studyCard } from './study-view';
