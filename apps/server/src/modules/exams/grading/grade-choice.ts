import { type Grade, wrong } from './types';

/* Single choice, true/false and multiple choice: the answer is option indexes or a boolean. */

const full = (score: number): Grade => ({ score, correct: true, needsManualGrading: false });

export function gradeSingle(key: number, score: number, answer: unknown): Grade {
  return answer === key ? full(score) : wrong;
}

export function gradeJudge(key: boolean, score: number, answer: unknown): Grade {
  return answer === key ? full(score) : wrong;
}

/**
 * Full score only for exactly the right options. When some right options are chosen and no wrong one,
 * the question's partial_score (0 by default: MeEdu's all-or-nothing). Repeated indexes count once; an
 * index that names no right option is a wrong choice.
 */
export function gradeMultiple(key: number[], score: number, partialScore: number, answer: unknown): Grade {
  if (!Array.isArray(answer) || !answer.every((i) => Number.isInteger(i))) return wrong;
  const chosen = new Set(answer as number[]);
  const right = new Set(key);
  if (chosen.size === 0) return wrong;
  for (const i of chosen) if (!right.has(i)) return wrong;
  if (chosen.size === right.size) return full(score);
  return { score: Math.min(partialScore, score), correct: false, needsManualGrading: false };
}
