import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, created, idParams, okEmpty, paged, pageQuery } from './admin-common';
import { adminLine, adminText, flag, keywords, queryFlag, refIdInput, yuan } from './admin-fields';
import { defineEndpoint } from './endpoint';
import { SHOW_ANSWERS_AFTER, ZAttemptStatus, ZExamPaperBase } from './exam-papers';
import { MAX_QUESTION_SCORE, QUESTION_TYPES, questionScore } from './exam-questions';

/*
 * Papers in the console (issue 23, decision 046): the paper's settings, its questions with their scores
 * and order, publishing, and the grading queue of short answers. Beside admin-exams.ts (the question bank)
 * so neither file outgrows its reader.
 */

const P = `${ADMIN_API_PREFIX}/exam`;
const content = adminGuard('content.manage');
const MAX_EPOCH_MS = 4_102_444_800_000;

export const MAX_PAPER_QUESTIONS = 200;

const whole = (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(max, message);
const moment = (label: string) =>
  z.coerce
    .number({ error: `${label}格式错误` })
    .int(`${label}格式错误`)
    .min(0, `${label}格式错误`)
    .max(MAX_EPOCH_MS, `${label}格式错误`)
    .nullable()
    .default(null);

export const ExamPaperInput = z
  .object({
    /** 0: none; else an exam category. */
    category_id: refIdInput,
    title: adminLine('试卷名称', 120),
    description: adminText('试卷说明', 100_000),
    /** Minutes; 0: no limit. */
    time_limit: whole('考试时长须为 0 到 1440 分钟', 1440).default(0),
    pass_score: whole('及格分须为 0 到 10000 的整数', 10_000).default(0),
    /** 0: unlimited. */
    try_times: whole('考试次数须为 0 到 100', 100).default(0),
    /** Epoch ms; null: open at once / never closes. */
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    charge: yuan.default(0),
    is_vip_free: flag,
    shuffle_questions: flag,
    shuffle_options: flag,
    show_answers_after: z.enum(SHOW_ANSWERS_AFTER, { error: '答案公布时机错误' }).default('graded'),
  })
  .refine((p) => p.starts_at === null || p.ends_at === null || p.ends_at > p.starts_at, {
    message: '结束时间须晚于开始时间',
    path: ['ends_at'],
  });
export type TExamPaperInput = z.input<typeof ExamPaperInput>;

export const AdminExamPaper = ZExamPaperBase.extend({
  description: z.string(),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  show_answers_after: z.enum(SHOW_ANSWERS_AFTER),
  is_published: z.boolean(),
  /** Attempts made, and those waiting for a grader. */
  attempts_count: z.number().int(),
  grading_count: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type TAdminExamPaper = z.infer<typeof AdminExamPaper>;

export const AdminPaperQuestion = z.object({
  question_id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  /** Points in this paper, and the bank's own. */
  score: z.number().int(),
  question_score: z.number().int(),
  /** Whether the paper overrides the bank's score. */
  overridden: z.boolean(),
});

export const adminListExamPapers = defineEndpoint({
  ...content,
  id: 'adminListExamPapers',
  method: 'GET',
  path: `${P}/papers`,
  summary: '试卷列表（按分类（含子分类）、标题、发布状态筛选）',
  query: z.object({
    ...pageQuery,
    category_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    keywords,
    /** '1' published only, '0' unpublished only. */
    is_published: queryFlag,
  }),
  response: paged(AdminExamPaper),
});
export const adminShowExamPaper = defineEndpoint({
  ...content,
  id: 'adminShowExamPaper',
  method: 'GET',
  path: `${P}/papers/:id`,
  summary: '试卷详情（连同试题、分值与顺序）',
  params: idParams,
  response: AdminExamPaper.extend({ questions: z.array(AdminPaperQuestion) }),
});
export const adminCreateExamPaper = defineEndpoint({
  ...content,
  id: 'adminCreateExamPaper',
  method: 'POST',
  path: `${P}/papers`,
  summary: '新建试卷（未发布）',
  body: ExamPaperInput,
  response: created,
});
export const adminUpdateExamPaper = defineEndpoint({
  ...content,
  id: 'adminUpdateExamPaper',
  method: 'PUT',
  path: `${P}/papers/:id`,
  summary: '编辑试卷设置',
  params: idParams,
  body: ExamPaperInput,
  response: okEmpty,
});
export const adminDeleteExamPaper = defineEndpoint({
  ...content,
  id: 'adminDeleteExamPaper',
  method: 'DELETE',
  path: `${P}/papers/:id`,
  summary: '删除试卷（已有考试记录时拒绝）',
  params: idParams,
  response: okEmpty,
});

const questionRef = z.object({
  question_id: z.coerce
    .number({ error: '请选择试题' })
    .int('请选择试题')
    .min(1, '请选择试题')
    .max(2_147_483_647, '试题不存在'),
  /** Points in this paper; 0 or left out: the question's own score. */
  score: questionScore(0).default(0),
});
export const adminSetExamPaperQuestions = defineEndpoint({
  ...content,
  id: 'adminSetExamPaperQuestions',
  method: 'PUT',
  path: `${P}/papers/:id/questions`,
  summary: '设置试卷的试题（按列表顺序，可改分值；已有考试记录时拒绝）',
  params: idParams,
  body: z.object({
    questions: z
      .array(questionRef, { error: '试题格式错误' })
      .max(MAX_PAPER_QUESTIONS, `一份试卷最多 ${MAX_PAPER_QUESTIONS} 道试题`)
      .refine((list) => new Set(list.map((q) => q.question_id)).size === list.length, '试题有重复'),
  }),
  response: z.object({ total_score: z.number().int(), questions_count: z.number().int() }),
});
export const adminPublishExamPaper = defineEndpoint({
  ...content,
  id: 'adminPublishExamPaper',
  method: 'PUT',
  path: `${P}/papers/:id/publish`,
  summary: '发布或下架试卷（发布需有试题，及格分不高于总分）',
  params: idParams,
  body: z.object({ is_published: z.boolean({ error: '开关须为 true 或 false' }) }),
  response: okEmpty,
});

export const AdminGradingItem = z.object({
  attempt_id: z.number().int(),
  attempt_no: z.number().int(),
  user_id: z.number().int(),
  nick_name: z.string(),
  status: ZAttemptStatus,
  submitted_at: z.number().int().nullable(),
  /** Points so far. */
  score: z.number(),
  answers: z.array(
    z.object({
      answer_id: z.number().int(),
      question_id: z.number().int(),
      /** The composite holding it, or 0. */
      parent_id: z.number().int(),
      stem: z.string(),
      /** The bank's reference answer (HTML). */
      reference: z.string(),
      max_score: z.number().int(),
      /** What the member wrote (sanitised HTML). */
      answer: z.string(),
    }),
  ),
});
export const adminExamGradingQueue = defineEndpoint({
  ...content,
  id: 'adminExamGradingQueue',
  method: 'GET',
  path: `${P}/papers/:id/grading`,
  summary: '阅卷队列：该试卷待批改的考试记录（先交先批）及其待批改的简答',
  params: idParams,
  query: z.object(pageQuery),
  response: paged(AdminGradingItem),
});
export const adminGradeExamAnswer = defineEndpoint({
  ...content,
  id: 'adminGradeExamAnswer',
  method: 'POST',
  path: `${P}/answers/:id/grade`,
  summary: '批改一道简答（0 到该题分值）；最后一道批完时考试记录计分完成',
  params: idParams,
  body: z.object({
    score: z.coerce
      .number({ error: '请输入得分' })
      .min(0, '得分不能为负')
      .max(MAX_QUESTION_SCORE, '得分不能超过该题分值')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, '得分最多两位小数'),
  }),
  response: z.object({ attempt_status: ZAttemptStatus, attempt_score: z.number() }),
});
