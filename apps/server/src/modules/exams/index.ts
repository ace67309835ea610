/*
 * The public entry of the exams module (issue 23, decision 045): the grading engine, how a stored
 * question reads, and the switches' gate.
 */

export { examsOn, requireExams } from './exam-switches';
export { grade } from './grading/grade';
export type { GradableQuestion, GradableSubQuestion, Grade } from './grading/types';
export { gradableFrom, type ParsedQuestion, parseQuestionRow, type QuestionKey } from './question-key';
