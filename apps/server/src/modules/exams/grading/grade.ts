import { gradeJudge, gradeMultiple, gradeSingle } from './grade-choice';
import { gradeFill } from './grade-fill';
import type { GradableQuestion, GradableSubQuestion, Grade } from './types';

/*
 * The one grading function (decision 045): what a member's answer to a question earns. Pure: a paper's
 * submission, practice and the wrong-answer book all call it. An answer of the wrong shape (a string for
 * a single choice, nothing at all) earns nothing; it never throws on what a member sends.
 *
 * Answers by type: single, an option index; multiple, option indexes; judge, a boolean; fill, one string
 * per blank; short, text (HTML); composite, an array with one answer per sub-question in their order.
 */
export function grade(question: GradableQuestion, answer: unknown): Grade {
  if (question.type === 'composite') return gradeComposite(question.children, answer);
  return gradeOne(question, answer);
}

function gradeOne(q: GradableSubQuestion, answer: unknown): Grade {
  switch (q.type) {
    case 'single':
      return gradeSingle(q.answer, q.score, answer);
    case 'judge':
      return gradeJudge(q.answer, q.score, answer);
    case 'multiple':
      return gradeMultiple(q.answer, q.score, q.partial_score, answer);
    case 'fill':
      return gradeFill(q.answer, q.score, answer);
    case 'short':
      return gradeShort(answer);
  }
}

/** A person grades a short answer; one left empty earns nothing and waits for no one. */
function gradeShort(answer: unknown): Grade {
  const text = typeof answer === 'string' ? answer.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ') : '';
  const given = text.trim() !== '' || (typeof answer === 'string' && /<img\b/i.test(answer));
  return { score: 0, correct: false, needsManualGrading: given };
}

/** The sum of the sub-questions; correct when every one is; waits for a person when any part does. */
function gradeComposite(children: GradableSubQuestion[], answer: unknown): Grade {
  const given = Array.isArray(answer) ? answer : [];
  const parts = children.map((child, i) => gradeOne(child, given[i]));
  const score = Math.round(parts.reduce((sum, p) => sum + p.score, 0) * 100) / 100;
  return {
    score,
    correct: parts.length > 0 && parts.every((p) => p.correct),
    needsManualGrading: parts.some((p) => p.needsManualGrading),
    parts,
  };
}
