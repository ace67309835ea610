/*
 * The public entry of the exams module (issue 23, decisions 045 and 046): the grading engine, how a stored
 * question reads, the switches' gate, a paper's questions as attempts read them, and the member routes.
 */

// The paper switch's gate.
export { examsOn, requireExams } from './exam-switches';
export { grade } from './grading/grade';
export type { GradableQuestion, GradableSubQuestion, Grade } from './grading/types';
// Commerce's PAPER goods kind sells a published paper once to each member who does not hold it already.
export { findPublishedPaper, hasBoughtPaper } from './papers/paper-access';
// The console's paper totals and grading queue read a paper's questions with their points in it.
export {
  answerableById,
  loadPaperQuestions,
  type PaperQuestion,
  scoreInPaper,
} from './papers/paper-questions';
export { gradableFrom, type ParsedQuestion, parseQuestionRow, type QuestionKey } from './question-key';
// The console's question writes and the demo seed store a question the same way.
export { questionValues, sumScores } from './question-values';
export { default as examRoutes } from './routes';
