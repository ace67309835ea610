import { randomInt } from 'node:crypto';
import type { PaperQuestion } from './paper-questions';
import { isChoice } from './paper-questions';

/*
 * An attempt's shuffle (decision 046), drawn once when it starts and stored with it (question_order,
 * option_order), so a reload or a second device shows the same order. A seeded generator makes the draw a
 * pure function of its seed (shuffle.test.ts checks it), and a member's next attempt at a paper never
 * repeats the previous question order when another order exists.
 */

/** mulberry32: small, fast, and the same sequence for the same seed on every platform. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Fisher–Yates over a copy. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const next = generator(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export const newSeed = () => randomInt(1, 2_147_483_647);

const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

export interface AttemptOrder {
  /** Top-level question ids as shown. */
  questions: number[];
  /** Choice questions (a composite's parts too): the stored option indexes in the order shown. */
  options: Record<string, number[]>;
}

/**
 * The order of a new attempt. Questions shuffle when the paper says so (a composite's sub-questions keep
 * their order: they follow the passage); each choice question's options when the paper says so.
 */
export function drawOrder(
  questions: PaperQuestion[],
  flags: { shuffleQuestions: boolean; shuffleOptions: boolean },
  previous: number[] | null,
  seed: number = newSeed(),
): AttemptOrder {
  const ids = questions.map((q) => q.id);
  let order = flags.shuffleQuestions ? seededShuffle(ids, seed) : ids;
  if (flags.shuffleQuestions && previous && ids.length > 1 && sameOrder(order, previous))
    order = [...order.slice(1), order[0] as number];
  const options: Record<string, number[]> = {};
  if (flags.shuffleOptions) {
    let n = 0;
    for (const q of questions) {
      for (const part of q.type === 'composite' ? q.children : [q]) {
        n += 1;
        if (isChoice(part))
          options[part.id] = seededShuffle(
            part.options.map((_, i) => i),
            (seed + n * 7919) >>> 0,
          );
      }
    }
  }
  return { questions: order, options };
}

/** A stored order, read defensively: anything malformed reads as the paper's own order. */
export function readOrder(questionOrder: string, optionOrder: string): AttemptOrder {
  try {
    const questions = JSON.parse(questionOrder) as unknown;
    const options = JSON.parse(optionOrder) as unknown;
    return {
      questions: Array.isArray(questions) ? questions.filter((n) => Number.isInteger(n)) : [],
      options: options && typeof options === 'object' ? (options as Record<string, number[]>) : {},
    };
  } catch {
    return { questions: [], options: {} };
  }
}

/** The option order of one question in an attempt (identity when not shuffled or not valid for it). */
export function optionOrderOf(order: AttemptOrder, q: PaperQuestion): number[] {
  const stored = order.options[q.id];
  const identity = q.options.map((_, i) => i);
  if (!Array.isArray(stored) || stored.length !== identity.length) return identity;
  const sorted = [...stored].sort((a, b) => a - b);
  return sameOrder(sorted, identity) ? stored : identity;
}

/** The paper's questions in the attempt's order (questions added to the paper later come last). */
export function inAttemptOrder(questions: PaperQuestion[], order: AttemptOrder): PaperQuestion[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const shown = order.questions.flatMap((id) => {
    const q = byId.get(id);
    return q ? [q] : [];
  });
  const placed = new Set(shown.map((q) => q.id));
  return [...shown, ...questions.filter((q) => !placed.has(q.id))];
}
