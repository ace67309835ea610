import { normalizeAnswer } from './normalize-answer';
import type { Grade } from './types';

/*
 * Fill in the blanks: each blank against its own accepted answers, in order, compared after
 * normalizeAnswer. The score is split evenly over the blanks, rounded down to hundredths so the parts
 * never add up to more than the question is worth; all blanks right earn exactly the score.
 */
export function gradeFill(key: string[][], score: number, answer: unknown): Grade {
  const given = Array.isArray(answer) ? answer : [];
  let right = 0;
  key.forEach((accepted, i) => {
    const typed = given[i];
    if (typeof typed !== 'string' || normalizeAnswer(typed) === '') return;
    const norm = normalizeAnswer(typed);
    if (accepted.some((a) => normalizeAnswer(a) === norm)) right += 1;
  });
  if (key.length > 0 && right === key.length) return { score, correct: true, needsManualGrading: false };
  const earned = key.length === 0 ? 0 : Math.floor(((score * right) / key.length) * 100 + 1e-9) / 100;
  return { score: earned, correct: false, needsManualGrading: false };
}
