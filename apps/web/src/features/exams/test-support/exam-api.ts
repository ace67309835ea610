import { ExamMessage } from '@shuyuan/contract/exam-papers';
import { type Envelope, type FakeCall, fakeApi, notFound, ok } from '#web-test/fake-api';
import type { TAttemptResult } from '../api/attempts';
import type { TPaperDetail } from '../paper-detail';
import type { TAttemptSheet, TSheetPart, TSheetQuestion } from '../taking/answers';

/**
 * The exams calls as the app's axios instance sees them (as commerce's pay-api.ts fakes the payment calls):
 * every call is recorded, and each answer comes from the fields below, which a test sets. `save` and
 * `submit` may answer an envelope error, or 'offline' (no answer at all). An unknown call answers 404.
 */
export type ExamCall = FakeCall;
type Answer = Envelope | 'offline';

export const part = (id: number, type: TSheetPart['type'], extra: Partial<TSheetPart> = {}): TSheetPart => ({
  id,
  type,
  stem: `<p>题干 ${id}</p>`,
  score: 2,
  options: type === 'single' || type === 'multiple' ? ['<p>甲</p>', '<p>乙</p>', '<p>丙</p>'] : [],
  blanks: type === 'fill' ? 2 : 0,
  my_answer: null,
  ...extra,
});
export const question = (p: TSheetPart, children: TSheetPart[] = []): TSheetQuestion => ({ ...p, children });

/** An attempt in progress of paper 3 with one question of each type (a composite with two parts). */
export function sheetOf(
  questions: TSheetQuestion[],
  over: Partial<TAttemptSheet['attempt']> = {},
): TAttemptSheet {
  const now = Date.now();
  return {
    attempt: {
      id: 41,
      paper_id: 3,
      attempt_no: 1,
      status: 'in_progress',
      score: 0,
      passed: null,
      started_at: now - 60_000,
      deadline_at: now + 30 * 60_000,
      submitted_at: null,
      ...over,
    },
    paper: {
      id: 3,
      title: '期中测验',
      total_score: 20,
      pass_score: 12,
      time_limit: 31,
      show_answers_after: 'submit',
    },
    now,
    questions,
  };
}

/**
 * Paper 3 as a member reads it (open, 10 questions, 2 tries, none taken), priced at `charge` yuan: may
 * join when free; a paid one as a member who has not bought it (the price's refusal), unless `over` says
 * is_bought (can_join follows it).
 */
export function paperDetailOf(
  charge = 0,
  over: Partial<Omit<TPaperDetail, 'paper'>> = {},
  paper: Partial<TPaperDetail['paper']> = {},
): TPaperDetail {
  const bought = over.is_bought ?? charge <= 0;
  const canJoin = over.can_join ?? bought;
  return {
    paper: {
      id: 3,
      category_id: 1,
      title: '期中测验',
      time_limit: 0,
      total_score: 100,
      pass_score: 60,
      questions_count: 10,
      try_times: 2,
      starts_at: null,
      ends_at: null,
      charge,
      is_vip_free: false,
      can_join: canJoin,
      description: '',
      show_answers_after: 'submit',
      ...paper,
    },
    can_join: canJoin,
    reason: canJoin ? '' : ExamMessage.paid,
    is_bought: bought,
    remaining_tries: 2,
    in_progress_attempt_id: null,
    my_attempts: [],
    ...over,
  };
}

export const everyType = (): TSheetQuestion[] => [
  question(part(1, 'single')),
  question(part(2, 'multiple')),
  question(part(3, 'judge')),
  question(part(4, 'fill')),
  question(part(5, 'short')),
  question(part(6, 'composite'), [part(61, 'single'), part(62, 'judge')]),
];

export function fakeExamApi() {
  const server = fakeApi((c) => answer(c));
  const calls = server.calls;
  const api = {
    calls,
    sheet: sheetOf(everyType()),
    /** PUT …/answers: what one save answers (called per save, in order). */
    save: (_body: Record<string, unknown>): Answer => ok({ saved_at: Date.now() }),
    submit: (): Answer => ok({ status: 'graded', score: 12, total_score: 20, passed: true }),
    result: null as TAttemptResult | null,
    /** GET /api/v3/exam/papers/:id (null: not found). */
    paper: null as TPaperDetail | null,
    callsTo: (method: string, url: RegExp | string) =>
      calls.filter((c) => c.method === method && (typeof url === 'string' ? c.url === url : url.test(c.url))),
  };

  const answer = (c: ExamCall): Answer => {
    if (c.method === 'GET' && /^\/api\/v3\/exam\/papers\/\d+$/.test(c.url))
      return api.paper ? ok(api.paper) : { code: 404, message: '试卷不存在', data: [] };
    if (c.method === 'GET' && /^\/api\/v3\/exam\/papers\/\d+\/ranking$/.test(c.url))
      return ok({ total: 0, data: [], mine: null });
    if (c.method === 'GET' && /^\/api\/v3\/exam\/attempts\/\d+$/.test(c.url)) return ok(api.sheet);
    if (c.method === 'PUT' && /^\/api\/v3\/exam\/attempts\/\d+\/answers$/.test(c.url))
      return api.save(c.body);
    if (c.method === 'POST' && /^\/api\/v3\/exam\/attempts\/\d+\/submit$/.test(c.url)) return api.submit();
    if (c.method === 'GET' && /^\/api\/v3\/exam\/attempts\/\d+\/result$/.test(c.url))
      return api.result ? ok(api.result) : { code: 1, message: '尚未交卷', data: [] };
    return notFound();
  };

  return { api, calls, install: server.install, restore: server.restore };
}
