import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, created, idParams, okEmpty, paged, pageQuery } from './admin-common';
import { adminLine, keywords, refIdInput, sortInput } from './admin-fields';
import { defineEndpoint } from './endpoint';
import { QUESTION_TYPES, QuestionInput, SUB_QUESTION_TYPES } from './exam-questions';

/* The question bank in the console (issue 23, decision 045): categories and questions. */

const P = `${ADMIN_API_PREFIX}/exam`;
const content = adminGuard('content.manage');

export const AdminExamCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int(),
  sort: z.number().int(),
  /** Questions filed directly under it (sub-questions not counted). */
  questions_count: z.number().int(),
});
export type TAdminExamCategory = z.infer<typeof AdminExamCategory>;
export const ExamCategoryInput = z.object({
  name: adminLine('分类名', 64),
  /** 0 for a top-level category; else a top-level category (two levels, like MeEdu's cid1/cid2). */
  parent_id: refIdInput,
  sort: sortInput,
});
export type TExamCategoryInput = z.input<typeof ExamCategoryInput>;

export const adminListExamCategories = defineEndpoint({
  ...content,
  id: 'adminListExamCategories',
  method: 'GET',
  path: `${P}/categories`,
  summary: '题库分类（全部，按层级与排序）',
  response: z.array(AdminExamCategory),
});
export const adminCreateExamCategory = defineEndpoint({
  ...content,
  id: 'adminCreateExamCategory',
  method: 'POST',
  path: `${P}/categories`,
  summary: '新建题库分类',
  body: ExamCategoryInput,
  response: created,
});
export const adminUpdateExamCategory = defineEndpoint({
  ...content,
  id: 'adminUpdateExamCategory',
  method: 'PUT',
  path: `${P}/categories/:id`,
  summary: '编辑题库分类',
  params: idParams,
  body: ExamCategoryInput,
  response: okEmpty,
});
export const adminDeleteExamCategory = defineEndpoint({
  ...content,
  id: 'adminDeleteExamCategory',
  method: 'DELETE',
  path: `${P}/categories/:id`,
  summary: '删除题库分类（分类下有试题或子分类时拒绝）',
  params: idParams,
  response: okEmpty,
});

const questionKey = z.union([
  z.number(),
  z.array(z.number()),
  z.boolean(),
  z.array(z.array(z.string())),
  z.string(),
  z.null(),
]);
const AdminSubQuestion = z.object({
  id: z.number().int(),
  type: z.enum(SUB_QUESTION_TYPES),
  stem: z.string(),
  options: z.array(z.string()),
  /** By type: option index | sorted indexes | boolean | one list of alternatives per blank | HTML. */
  answer: questionKey,
  explanation: z.string(),
  difficulty: z.number().int(),
  score: z.number().int(),
  partial_score: z.number().int(),
  tags: z.array(z.string()),
});
export const AdminQuestion = AdminSubQuestion.extend({
  type: z.enum(QUESTION_TYPES),
  category_id: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  /** A composite's sub-questions in order; [] for the other types. */
  children: z.array(AdminSubQuestion),
});
export type TAdminQuestion = z.infer<typeof AdminQuestion>;

export const adminListQuestions = defineEndpoint({
  ...content,
  id: 'adminListQuestions',
  method: 'GET',
  path: `${P}/questions`,
  summary: '试题列表（按分类（含子分类）、题型、难度、关键词、标签筛选）',
  query: z.object({
    ...pageQuery,
    category_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    type: z.enum(QUESTION_TYPES, { error: '题型错误' }).optional(),
    difficulty: z.coerce.number().int().min(1, '难度须为 1 到 5').max(5, '难度须为 1 到 5').optional(),
    keywords,
    tag: keywords,
  }),
  response: paged(AdminQuestion),
});
export const adminShowQuestion = defineEndpoint({
  ...content,
  id: 'adminShowQuestion',
  method: 'GET',
  path: `${P}/questions/:id`,
  summary: '试题详情',
  params: idParams,
  response: AdminQuestion,
});
export const adminCreateQuestion = defineEndpoint({
  ...content,
  id: 'adminCreateQuestion',
  method: 'POST',
  path: `${P}/questions`,
  summary: '新建试题（组合题连同小题）',
  body: QuestionInput,
  response: created,
});
export const adminUpdateQuestion = defineEndpoint({
  ...content,
  id: 'adminUpdateQuestion',
  method: 'PUT',
  path: `${P}/questions/:id`,
  summary: '编辑试题（题型不可改；组合题的小题按 id 保留、新增或删除）',
  params: idParams,
  body: QuestionInput,
  response: okEmpty,
});
export const adminDeleteQuestion = defineEndpoint({
  ...content,
  id: 'adminDeleteQuestion',
  method: 'DELETE',
  path: `${P}/questions/:id`,
  summary: '删除试题（组合题连同小题）',
  params: idParams,
  response: okEmpty,
});
export const adminDeleteQuestions = defineEndpoint({
  ...content,
  id: 'adminDeleteQuestions',
  method: 'POST',
  path: `${P}/questions/delete`,
  summary: '删除试题（组合题连同小题），可批量',
  body: z.object({
    ids: z
      .array(z.number({ error: '请选择试题' }).int().min(1).max(2_147_483_647), { error: '请选择试题' })
      .min(1, '请选择试题')
      .max(100, '一次最多删除 100 道试题'),
  }),
  response: okEmpty,
});
