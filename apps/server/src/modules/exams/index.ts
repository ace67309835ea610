/*
 * The public entry of the exams module (issue 23, decisions 045 and 046): the grading engine, how a stored
 * question reads, the switches' gate, a paper's questions as attempts read them, and the member routes.
 */

// For tests of other areas: the member routes answer while the switches are still "not built" (decision 046).
export { examsOn, holdStoredExamSwitches, requireExams } from './exam-switches';
export { grade } from './grading/grade';
export type { GradableQuestion, GradableSubQuestion, Grade } from './grading/types';
// The console's paper totals and grading queue read a paper's questions with their points in it.
export {
  answerableById,
  loadPaperQuestions,
  type PaperQuestion,
  scoreInPaper,
} from './papers/paper-questions';
export { gradableFrom, type ParsedQuestion, parseQuestionRow, type QuestionKey } from './question-key';
export { default as examRoutes } from './routes';
