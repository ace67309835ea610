import { z } from 'zod';
import { ZIdParams, ZMemberPageQuery, zQueryInt } from './catalogue';
import { defineEndpoint } from './endpoint';
import { ZPage } from './envelope';
import { QUESTION_TYPES } from './exam-questions';

/*
 * Papers and attempts as members call them (issue 23, decision 046): our own calls under /api/v3/exam.
 * MeEdu's Paper add-on calls answer the same service in their own shapes (exam-papers-meedu.ts). Scores on
 * the wire are points with at most two decimals; times are epoch milliseconds. Answers travel as the member
 * sees the question: option indexes are positions in the attempt's shuffled `options`.
 */

const P = '/api/v3/exam';
const exams = { area: 'exams' } as const;

/** An attempt's state: answering, submitted with short answers waiting for a grader, or scored. */
export const ATTEMPT_STATUSES = ['in_progress', 'grading', 'graded'] as const;
export const ZAttemptStatus = z.enum(ATTEMPT_STATUSES);
/** When a member sees right answers and explanations: never, once submitted, or once fully graded. */
export const SHOW_ANSWERS_AFTER = ['never', 'submit', 'graded'] as const;

/** What members are told when a paper or an attempt refuses them. */
export const ExamMessage = {
  paperNotFound: '试卷不存在',
  notOpen: '考试尚未开始',
  closed: '考试已结束',
  noTries: '考试次数已用完',
  /** A paid paper the member has not bought (the web offers 购买试卷). */
  paid: '请购买试卷后参加考试',
  vipFree: '该试卷会员免费，开通会员后即可参加',
  noQuestions: '该试卷暂无试题',
  attemptNotFound: '考试记录不存在',
  timeUp: '考试时间已到，已自动交卷',
  submitted: '已交卷，不能再修改答案',
  notInPaper: '该题不在本试卷中',
  badAnswer: '答案格式错误',
  notSubmitted: '尚未交卷',
} as const;

/** A member's answer as shown: a position, positions, true/false, one text per blank, or an essay (HTML). */
export const ZExamAnswer = z.union(
  [
    z.number().int().min(0).max(9),
    z.array(z.number().int().min(0).max(9)).max(10),
    z.boolean(),
    z.array(z.string().max(500, '填空答案过长')).max(20),
    z.string().max(20_000, '答案过长'),
    z.null(),
  ],
  { error: ExamMessage.badAnswer },
);
export type TExamAnswer = z.infer<typeof ZExamAnswer>;

export const ZExamCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int(),
  children: z.array(z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int() })),
});

/** A paper's settings as members and the console both read them; each view extends it (admin-exam-papers.ts). */
export const ZExamPaperBase = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  /** Minutes; 0: no limit. */
  time_limit: z.number().int(),
  total_score: z.number().int(),
  pass_score: z.number().int(),
  questions_count: z.number().int(),
  /** 0: unlimited. */
  try_times: z.number().int(),
  starts_at: z.number().int().nullable(),
  ends_at: z.number().int().nullable(),
  /** Yuan. */
  charge: z.number(),
  is_vip_free: z.boolean(),
});

export const ZExamPaperItem = ZExamPaperBase.extend({
  /** Whether the caller may start (or resume) an attempt now; false for guests. */
  can_join: z.boolean(),
});
export type TExamPaperItem = z.infer<typeof ZExamPaperItem>;

export const ZAttemptSummary = z.object({
  id: z.number().int(),
  paper_id: z.number().int(),
  attempt_no: z.number().int(),
  status: ZAttemptStatus,
  /** Points so far (objective part while grading). */
  score: z.number(),
  /** null until graded. */
  passed: z.boolean().nullable(),
  started_at: z.number().int(),
  deadline_at: z.number().int().nullable(),
  submitted_at: z.number().int().nullable(),
});

export const listExamCategories = defineEndpoint({
  ...exams,
  id: 'listExamCategories',
  method: 'GET',
  path: `${P}/categories`,
  summary: 'Exam categories in two levels (the paper list filters by them)',
  auth: 'public',
  response: z.array(ZExamCategory),
});

export const listExamPapers = defineEndpoint({
  ...exams,
  id: 'listExamPapers',
  method: 'GET',
  path: `${P}/papers`,
  summary: 'Published papers, newest first; category_id includes its sub-categories',
  auth: 'optional',
  query: ZMemberPageQuery.extend({ category_id: zQueryInt(0).optional() }),
  response: ZPage(ZExamPaperItem),
});

export const showExamPaper = defineEndpoint({
  ...exams,
  id: 'showExamPaper',
  method: 'GET',
  path: `${P}/papers/:id`,
  summary: 'A published paper: whether the caller may join (and why not), tries left and their attempts',
  auth: 'optional',
  params: ZIdParams,
  response: z.object({
    paper: ZExamPaperItem.extend({ description: z.string(), show_answers_after: z.enum(SHOW_ANSWERS_AFTER) }),
    can_join: z.boolean(),
    /** Why not, when can_join is false ('' otherwise; 请登录 for guests). */
    reason: z.string(),
    /**
     * Whether the caller need not buy the paper: it is free, they bought it, or it is VIP-free and they are
     * an active VIP. False for a guest on a paid paper. False with a price: offer 购买试卷 (goods_type PAPER).
     */
    is_bought: z.boolean(),
    /** null: unlimited. */
    remaining_tries: z.number().int().nullable(),
    in_progress_attempt_id: z.number().int().nullable(),
    my_attempts: z.array(ZAttemptSummary),
  }),
});

export const startExamAttempt = defineEndpoint({
  ...exams,
  id: 'startExamAttempt',
  method: 'POST',
  path: `${P}/papers/:id/attempts`,
  summary: 'Starts an attempt, or answers the one in progress (resumed: true)',
  auth: 'member',
  params: ZIdParams,
  response: z.object({ attempt_id: z.number().int(), resumed: z.boolean() }),
});

/** A question on the answer sheet as the member sees it: options in the attempt's order, no key. */
const sheetPart = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  score: z.number(),
  options: z.array(z.string()),
  /** Fill-in: how many blanks. */
  blanks: z.number().int(),
  my_answer: ZExamAnswer,
});
export const ZSheetQuestion = sheetPart.extend({ children: z.array(sheetPart) });

const ZAttemptHead = z.object({
  attempt: ZAttemptSummary,
  paper: z.object({
    id: z.number().int(),
    title: z.string(),
    total_score: z.number().int(),
    pass_score: z.number().int(),
    time_limit: z.number().int(),
    show_answers_after: z.enum(SHOW_ANSWERS_AFTER),
  }),
  /** The server's clock, so a countdown does not trust the device's. */
  now: z.number().int(),
});

export const showExamAttempt = defineEndpoint({
  ...exams,
  id: 'showExamAttempt',
  method: 'GET',
  path: `${P}/attempts/:id`,
  summary: "The member's attempt: questions and options in its shuffled order with the answers saved so far",
  auth: 'member',
  params: ZIdParams,
  response: ZAttemptHead.extend({ questions: z.array(ZSheetQuestion) }),
});

export const saveExamAnswer = defineEndpoint({
  ...exams,
  id: 'saveExamAnswer',
  method: 'PUT',
  path: `${P}/attempts/:id/answers`,
  summary: 'Saves one answer (a composite part by its sub-question id); refused after submit or the deadline',
  auth: 'member',
  params: ZIdParams,
  body: z.object({
    question_id: z.number({ error: ExamMessage.notInPaper }).int().min(1).max(2_147_483_647),
    answer: ZExamAnswer,
  }),
  response: z.object({ saved_at: z.number().int() }),
});

export const ZSubmitOutcome = z.object({
  status: ZAttemptStatus,
  score: z.number(),
  total_score: z.number().int(),
  passed: z.boolean().nullable(),
});

export const submitExamAttempt = defineEndpoint({
  ...exams,
  id: 'submitExamAttempt',
  method: 'POST',
  path: `${P}/attempts/:id/submit`,
  summary: 'Submits once: objective questions graded at once; a second submit answers the same outcome',
  auth: 'member',
  params: ZIdParams,
  response: ZSubmitOutcome,
});

const resultPart = sheetPart.extend({
  earned: z.number(),
  correct: z.boolean(),
  needs_grading: z.boolean(),
  /**
   * The right answer as shown (positions in `options`; per blank its accepted answers; a short answer's
   * reference); null while the paper keeps it hidden.
   */
  answer: z
    .union([z.number(), z.array(z.number()), z.boolean(), z.array(z.array(z.string())), z.string()])
    .nullable(),
  explanation: z.string().nullable(),
});

export const showExamResult = defineEndpoint({
  ...exams,
  id: 'showExamResult',
  method: 'GET',
  path: `${P}/attempts/:id/result`,
  summary: 'A submitted attempt: score, pass, and each question with its right answer once the paper allows',
  auth: 'member',
  params: ZIdParams,
  response: ZAttemptHead.extend({
    answers_shown: z.boolean(),
    questions: z.array(resultPart.extend({ children: z.array(resultPart) })),
  }),
});

export const listMyExamAttempts = defineEndpoint({
  ...exams,
  id: 'listMyExamAttempts',
  method: 'GET',
  path: `${P}/member/attempts`,
  summary: "The member's attempts, newest first (optionally of one paper)",
  auth: 'member',
  query: ZMemberPageQuery.extend({ paper_id: zQueryInt(1, 2_147_483_647).optional() }),
  response: ZPage(ZAttemptSummary.extend({ paper_title: z.string(), total_score: z.number().int() })),
});

const ZRankRow = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  nick_name: z.string(),
  avatar: z.string(),
  score: z.number(),
  submitted_at: z.number().int(),
});

export const showExamRanking = defineEndpoint({
  ...exams,
  id: 'showExamRanking',
  method: 'GET',
  path: `${P}/papers/:id/ranking`,
  summary: "A paper's ranking: each member's best graded score, ties by the earlier submit; and the caller's",
  auth: 'optional',
  params: ZIdParams,
  query: ZMemberPageQuery,
  response: ZPage(ZRankRow).extend({ mine: ZRankRow.nullable() }),
});
