import {
  ExamMessage,
  fenToYuan,
  MEEDU_QUESTION_TYPES,
  MEEDU_RECORD_STATUS,
  QUESTION_TYPE_NAMES,
  type ZMeeduQuestion,
} from '@shuyuan/contract';
import type { z } from 'zod';
import type { ExamAttemptRow, ExamPaperRow } from '#core/db/schema';
import { AppError } from '#core/errors';
import { parseStored, shownKey, shownOptions, toShown } from './answer-shapes';
import { points } from './paper-access';
import type { PaperQuestion } from './paper-questions';

/*
 * MeEdu's Paper add-on encodings (meedu-addons-api.md §5) onto ours, and back (decision 046). MeEdu's
 * option numbers are positions as shown (option1 is the first shown), so they map onto our shown positions
 * and the shuffle is undone by the same code as for our own calls. Essay text is plain text: it is escaped
 * and its pictures appended as <img>, so a grader reads both in one HTML answer.
 */

const bad = () => new AppError(ExamMessage.badAnswer);
const OPTION = /^option(\d{1,2})$/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const PICTURE = /^(\/storage\/[\w\-./]+|https?:\/\/[^\s"'<>]+)$/;

/** A MeEdu answer as our shown answer (positions from 0); '' or nothing clears it. */
export function fromMeedu(q: PaperQuestion, answer: unknown, images: string[] = []): unknown {
  if (q.type !== 'short' && (answer === undefined || answer === '')) return null;
  switch (q.type) {
    case 'single': {
      const n = OPTION.exec(String(answer))?.[1];
      if (!n) throw bad();
      return Number(n) - 1;
    }
    case 'multiple': {
      const picks = String(answer)
        .split(',')
        .map((s) => OPTION.exec(s.trim())?.[1]);
      if (picks.some((p) => !p)) throw bad();
      return picks.map((p) => Number(p) - 1);
    }
    case 'judge':
      if (answer === 1 || answer === '1') return true;
      if (answer === 0 || answer === '0') return false;
      throw bad();
    case 'fill':
      if (typeof answer === 'string') return [answer];
      if (!Array.isArray(answer)) throw bad();
      return answer;
    case 'short': {
      if (answer !== undefined && typeof answer !== 'string') throw bad();
      const text = escapeHtml(answer ?? '').replace(/\r?\n/g, '<br />');
      const pictures = images.filter((src) => PICTURE.test(src) && !src.includes('..'));
      return [text ? `<p>${text}</p>` : '', ...pictures.map((src) => `<p><img src="${src}" /></p>`)].join('');
    }
    default:
      throw bad();
  }
}

const optionName = (position: number) => `option${position + 1}`;

/** Our shown answer (or key) in MeEdu's text: "option2", "option1,option3", "1"/"0", JSON for blanks. */
function meeduText(q: PaperQuestion, shown: unknown): string {
  if (shown === null || shown === undefined) return '';
  if (q.type === 'single' && typeof shown === 'number') return optionName(shown);
  if (q.type === 'multiple' && Array.isArray(shown))
    return shown.map((p) => optionName(p as number)).join(',');
  if (q.type === 'judge') return shown === true ? '1' : '0';
  if (q.type === 'fill') return JSON.stringify(shown);
  return typeof shown === 'string' ? shown : '';
}

const pictures = (html: string) =>
  [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)].map((m) => m[1] as string);
const plain = (html: string) =>
  html
    .replace(/<img\b[^>]*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

type MeeduQuestion = z.infer<typeof ZMeeduQuestion>;

/** A question as MeEdu's players draw it; the key and explanation only when shown. */
export function meeduQuestion(
  q: PaperQuestion,
  orderOf: (q: PaperQuestion) => number[],
  reveal: boolean,
): MeeduQuestion {
  const order = orderOf(q);
  const options = Object.fromEntries(shownOptions(q, order).map((html, i) => [optionName(i), html]));
  const content: string =
    q.type === 'composite'
      ? JSON.stringify({
          header: q.stem,
          questions: q.children.map((c) => meeduQuestion(c, orderOf, reveal)),
        })
      : q.stem;
  return {
    id: q.id,
    type: MEEDU_QUESTION_TYPES[q.type],
    type_text: QUESTION_TYPE_NAMES[q.type],
    score: q.score,
    content,
    content_transform: { text: content, images: [], iframes: [] },
    remark: reveal ? q.explanation : '',
    answer: reveal ? meeduText(q, shownKey(q, order)) : '',
    ...options,
  };
}

interface AnswerLine {
  answer: string | null;
  score: number;
  correct: number;
  needs_grading: number;
}

/** 1 right, 0 wrong, 2 partly right, 3 waiting for a grader (MeEdu's is_correct, as far as it is known). */
const correctness = (a: AnswerLine | undefined) =>
  !a ? 0 : a.needs_grading === 1 ? 3 : a.correct === 1 ? 1 : a.score > 0 ? 2 : 0;

/** One answer-sheet row of #5; a composite's row carries its parts' answers as a JSON list. */
export function meeduSheetRow(
  q: PaperQuestion,
  orderOf: (q: PaperQuestion) => number[],
  answers: Map<number, AnswerLine>,
  reveal: boolean,
) {
  const textOf = (part: PaperQuestion) => {
    const row = answers.get(part.id);
    return row ? meeduText(part, toShown(part, parseStored(row.answer ?? 'null'), orderOf(part))) : '';
  };
  const parts = q.type === 'composite' ? q.children : [q];
  const rows = parts.map((p) => answers.get(p.id));
  const text = q.type === 'composite' ? JSON.stringify(parts.map(textOf)) : textOf(q);
  const own = answers.get(q.id);
  const fill = q.type === 'fill' && own ? parseStored(own.answer ?? 'null') : null;
  const lines = rows.filter((r): r is AnswerLine => r !== undefined);
  const composite = {
    answer: null,
    score: lines.reduce((s, r) => s + r.score, 0),
    correct: lines.length === parts.length && lines.every((r) => r.correct === 1) ? 1 : 0,
    needs_grading: lines.some((r) => r.needs_grading === 1) ? 1 : 0,
  };
  return {
    question_id: q.id,
    question: meeduQuestion(q, orderOf, reveal),
    answer_content: q.type === 'short' ? plain(text) : text,
    answer_contents_rows: Array.isArray(fill) ? fill.map(String) : [],
    thumbs_rows: q.type === 'short' ? pictures(text) : [],
    score: points((q.type === 'composite' ? composite : own)?.score ?? 0),
    is_correct: correctness(q.type === 'composite' ? (lines.length ? composite : undefined) : own),
  };
}

export function meeduPaper(p: ExamPaperRow) {
  return {
    id: p.id,
    title: p.title,
    desc: p.description,
    score: p.total_score,
    pass_score: p.pass_score,
    try_times: p.try_times,
    charge: fenToYuan(p.charge_fen),
    is_vip_free: p.is_vip_free,
    enabled_invite: 0,
    expired_minutes: p.time_limit,
  };
}

export const meeduStatus = (a: ExamAttemptRow | { status: ExamAttemptRow['status'] }) =>
  MEEDU_RECORD_STATUS[a.status];
