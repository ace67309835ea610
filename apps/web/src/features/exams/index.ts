/*
 * The public entry of the exams feature (issue 23, decision 046): what other features, the apps and the
 * router may use. Re-exports only: the build treats this file as free of side effects, so an export used by
 * a lazy chunk alone (the /h5 exam screens) stays out of the first load.
 */
export {
  fetchMyAttempts,
  forgetAttemptReads,
  MY_ATTEMPTS_PAGE_SIZE,
  myAttemptsKey,
  type TAttemptResult,
  type TSheetWithClock,
  useAttemptResultQuery,
  useAttemptSheetQuery,
} from './api/attempts';
export {
  fetchPaper,
  fetchPapers,
  PAPERS_PAGE_SIZE,
  papersKey,
  useExamCategoriesQuery,
  useMemberKey,
  useMyStandingQuery,
  usePaperCategory,
  usePaperQuery,
  useStartAttempt,
} from './api/papers';
export { AnswerSheet } from './components/answer-sheet';
export { AttemptRow, AttemptStatusTag } from './components/attempt-row';
export { Countdown } from './components/countdown';
export { PaperTags, usePaperFacts } from './components/paper-tags';
export { QuestionCard } from './components/question-card';
export { RankingList } from './components/ranking-list';
export { ResultQuestion } from './components/result-question';
export { ResultSummary } from './components/result-summary';
export { SaveStatus } from './components/save-status';
export { SessionNotice } from './components/session-notice';
export { SubmitDialog } from './components/submit-dialog';
export { useStartPaper } from './components/use-start-paper';
export { H5_EXAM_PATHS, PC_EXAM_PATHS } from './exam-paths';
export { registerExamsStrings } from './i18n/register';
export { mustBuyPaper, paperRules, type TPaperDetail } from './paper-detail';
export { examsRoutes } from './routes';
export { type AttemptSession, useAttemptSession } from './taking/use-attempt-session';
