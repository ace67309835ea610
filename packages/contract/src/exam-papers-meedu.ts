import { z } from 'zod';
import { ZIdParams, zQueryInt } from './catalogue';
import { CommerceMessage, createOrder, ZOrderStatus } from './commerce';
import { defineEndpoint } from './endpoint';
import { ZEmpty } from './envelope';

/*
 * MeEdu's Paper add-on calls #2–#8 (meedu-addons-api.md §5), answered by the same service as our own
 * /api/v3/exam calls (decision 046); #8 (buying a paper) by the order service of POST /api/v3/order. Their shapes: question types as numbers (1 single, 2 multiple, 3 fill,
 * 4 essay, 5 judge, 6 composite), options as option1…option10 in the attempt's order, record status 1 in
 * progress, 2 ended, 3 grading. Answers: single "optionN", multiple "option1,option3", judge 1/0, fill one
 * string per blank, essay text (+ images); a composite's part is saved as question_id "<qid>-cap-<index>"
 * (index from 0 among its sub-questions).
 */

const P = '/addons/Paper/api/v1';
const exams = { area: 'exams' } as const;

export const MEEDU_QUESTION_TYPES = {
  single: 1,
  multiple: 2,
  fill: 3,
  short: 4,
  judge: 5,
  composite: 6,
} as const;
/** Record status: 1 考试中, 2 已结束, 3 阅卷中. */
export const MEEDU_RECORD_STATUS = { in_progress: 1, graded: 2, grading: 3 } as const;

const named = z.object({ id: z.number().int(), name: z.string() });

const ZMeeduPaperItem = z.object({
  id: z.number().int(),
  title: z.string(),
  charge: z.number(),
  cur_user_can_join: z.boolean(),
  expired_minutes: z.number().int(),
  questions_count: z.number().int(),
  score: z.number().int(),
  pass_score: z.number().int(),
  try_times: z.number().int(),
  is_vip_free: z.number().int(),
});

export const meeduListPapers = defineEndpoint({
  ...exams,
  id: 'meeduListPapers',
  method: 'GET',
  path: `${P}/papers`,
  summary:
    'MeEdu Paper #2: published papers (cid1, cid2: category and sub-category) and the caller’s joined ones',
  auth: 'optional',
  query: z.object({
    page: zQueryInt().optional(),
    page_size: zQueryInt(1, 100).optional(),
    cid1: zQueryInt(0).optional(),
    cid2: zQueryInt(0).optional(),
  }),
  response: z.object({
    data: z.object({ data: z.array(ZMeeduPaperItem), total: z.number().int() }),
    categories: z.array(named),
    category_children: z.record(z.string(), z.array(named)),
    /** Paper id → the caller's attempts at it (the 已参考 badge). */
    user_papers: z.record(z.string(), z.number().int()),
  }),
});

const ZMeeduPaper = z.object({
  id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  score: z.number().int(),
  pass_score: z.number().int(),
  try_times: z.number().int(),
  charge: z.number(),
  is_vip_free: z.number().int(),
  enabled_invite: z.number().int(),
  expired_minutes: z.number().int(),
});

const ZMeeduRecord = z.object({
  id: z.number().int(),
  status: z.number().int(),
  score: z.number(),
});

export const meeduShowPaper = defineEndpoint({
  ...exams,
  id: 'meeduShowPaper',
  method: 'GET',
  path: `${P}/paper/:id`,
  summary: 'MeEdu Paper #3: a paper, its question ids grouped by type, the caller’s records and can_join',
  auth: 'optional',
  params: ZIdParams,
  response: z.object({
    paper: ZMeeduPaper,
    /** MeEdu type number → question ids (the client sums the lengths). */
    questions: z.record(z.string(), z.array(z.number().int())),
    user_papers: z.array(ZMeeduRecord),
    can_join: z.boolean(),
    join_count: z.number().int(),
    required_courses: z.array(z.never()),
  }),
});

export const meeduJoinPaper = defineEndpoint({
  ...exams,
  id: 'meeduJoinPaper',
  method: 'GET',
  path: `${P}/paper/:id/join`,
  summary: 'MeEdu Paper #4: starts an attempt (or answers the one in progress)',
  auth: 'member',
  params: ZIdParams,
  response: z.object({ record_id: z.number().int() }),
});

const optionKeys = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => [`option${i + 1}`, z.string().optional()]),
) as Record<`option${number}`, z.ZodOptional<z.ZodString>>;

const transform = z.object({ text: z.string(), images: z.array(z.string()), iframes: z.array(z.string()) });

/** A question as MeEdu's players draw it; `answer` and `remark` are '' while the paper keeps them hidden. */
export const ZMeeduQuestion = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_text: z.string(),
  score: z.number(),
  /** HTML; a composite's is a JSON string {header, questions[]}. */
  content: z.string(),
  content_transform: transform,
  remark: z.string(),
  answer: z.string(),
  ...optionKeys,
});

const ZMeeduSheetRow = z.object({
  question_id: z.number().int(),
  question: ZMeeduQuestion,
  answer_content: z.string(),
  answer_contents_rows: z.array(z.string()),
  thumbs_rows: z.array(z.string()),
  score: z.number(),
  /** 1 right, 0 wrong, 2 partly right, 3 not graded yet. */
  is_correct: z.number().int(),
});

export const meeduShowRecord = defineEndpoint({
  ...exams,
  id: 'meeduShowRecord',
  method: 'GET',
  path: `${P}/paper/:id/join/:recordId`,
  summary:
    'MeEdu Paper #5: an attempt’s answer sheet (an expired attempt is submitted at its deadline first)',
  auth: 'member',
  params: ZIdParams.extend({ recordId: z.number().int().min(1) }),
  response: z.object({
    paper: ZMeeduPaper,
    user_paper: z.object({
      id: z.number().int(),
      status: z.number().int(),
      score: z.number(),
      /** YYYY-MM-DD HH:mm:ss in the site's zone; null: no deadline. */
      ended_at: z.string().nullable(),
    }),
    questions: z.array(ZMeeduSheetRow),
  }),
});

export const meeduSubmitSingle = defineEndpoint({
  ...exams,
  id: 'meeduSubmitSingle',
  method: 'POST',
  path: `${P}/paper/:id/submit/single`,
  summary: 'MeEdu Paper #6: saves one answer in MeEdu’s encoding',
  auth: 'member',
  params: ZIdParams,
  body: z.object({
    pid: z.coerce.number({ error: '考试记录不存在' }).int().min(1).max(2_147_483_647),
    question_id: z.union([
      z.number().int().min(1).max(2_147_483_647),
      z
        .string()
        .max(40)
        .regex(/^\d+(-cap-\d+)?$/, '该题不在本试卷中'),
    ]),
    answer: z
      .union([z.string().max(20_000, '答案过长'), z.number(), z.array(z.string().max(500)).max(20)])
      .optional(),
    images: z.array(z.string().max(500)).max(9, '最多上传 9 张图片').optional(),
  }),
  response: ZEmpty,
});

export const meeduSubmitAll = defineEndpoint({
  ...exams,
  id: 'meeduSubmitAll',
  method: 'POST',
  path: `${P}/paper/:id/submit/all`,
  summary: 'MeEdu Paper #7: submits the attempt (status 2 graded, 3 waiting for a grader)',
  auth: 'member',
  params: ZIdParams,
  body: z.object({ pid: z.coerce.number({ error: '考试记录不存在' }).int().min(1).max(2_147_483_647) }),
  response: z.object({ status: z.number().int(), total_score: z.number() }),
});

export const meeduBuyPaper = defineEndpoint({
  ...exams,
  id: 'meeduBuyPaper',
  method: 'POST',
  path: `${P}/paper/buy`,
  summary:
    'MeEdu Paper #8: an order for a paid paper (goods_type PAPER, as POST /api/v3/order); a free one is refused with 当前试卷无法购买',
  auth: 'member',
  body: z.object({
    goods_id: z.coerce.number().int().min(1).max(2_147_483_647),
    promo_code: z.string().max(64, { message: CommerceMessage.promoInvalid }).nullable().optional(),
    /**
     * MeEdu's call sends no agreement (its /order page shows the terms), so absent reads as agreed; a client
     * that asks its buyer sends 1, or 0 to be refused with 请同意付费内容购买协议.
     */
    agree_protocol: z.coerce.number().int().optional(),
  }),
  // MeEdu's clients read the answer as a core order: order_id (the order number) and status_text (已支付: a
  // promo code paid it all). status_text stays Chinese whatever the language: clients compare it.
  response: createOrder.response.extend({
    order_id: z.string(),
    status: ZOrderStatus,
    status_text: z.string(),
  }),
});
