import { z } from 'zod';
import { adminLine, adminText } from './admin-fields';

/*
 * The question bank's questions as the console writes them (issue 23, decision 045): one schema per type,
 * each refusing what would make the question unanswerable or ungradable with a message the editor reads.
 * The grading engine (server, modules/exams) reads the same keys.
 */

export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'fill', 'short', 'composite'] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];
/** What a composite's sub-question may be. */
export const SUB_QUESTION_TYPES = ['single', 'multiple', 'judge', 'fill', 'short'] as const;

export const QUESTION_TYPE_NAMES: Record<TQuestionType, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  fill: '填空题',
  short: '简答题',
  composite: '组合题',
};

export const MAX_OPTIONS = 10;
export const MAX_BLANKS = 20;
export const MAX_SUB_QUESTIONS = 20;
export const MAX_QUESTION_SCORE = 100;

/** Points typed in a form, `min` to MAX_QUESTION_SCORE: the bank's (min 1) and a paper's override (min 0). */
export const questionScore = (min: number) => {
  const message = `分值须为 ${min} 到 ${MAX_QUESTION_SCORE} 的整数`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(MAX_QUESTION_SCORE, message);
};

/** A blank in a fill-in stem: three or more underscores. */
export const BLANK_MARK = /_{3,}/g;
export const countBlanks = (stem: string) => stem.match(BLANK_MARK)?.length ?? 0;

/** HTML that shows something: text or a picture once the tags are gone (`<p> </p>` is empty). */
const showsSomething = (html: string) =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';
const html = (label: string) => adminText(label, 100_000).refine(showsSomething, `请输入${label}`);
const option = adminText('选项', 10_000).refine(showsSomething, '选项不能为空');
const options = (type: string) =>
  z
    .array(option, { error: '选项格式错误' })
    .min(2, `${type}至少需要 2 个选项`)
    .max(MAX_OPTIONS, `选项最多 ${MAX_OPTIONS} 个`);
const optionIndex = z
  .number({ error: '正确答案格式错误' })
  .int('正确答案格式错误')
  .min(0, '正确答案格式错误')
  .max(MAX_OPTIONS - 1, '正确答案须为其中一个选项');
const tag = adminLine('标签', 20).refine((v) => !v.includes('|'), '标签不能含有 |');

/** What every question has; a sub-question takes its category from the composite. */
const common = {
  stem: html('题干'),
  explanation: adminText('解析', 100_000),
  difficulty: z.coerce
    .number({ error: '难度须为 1 到 5' })
    .int('难度须为 1 到 5')
    .min(1, '难度须为 1 到 5')
    .max(5, '难度须为 1 到 5')
    .default(3),
  score: questionScore(1).default(2),
  tags: z
    .array(tag, { error: '标签格式错误' })
    .max(10, '标签最多 10 个')
    .default([])
    .transform((tags) => [...new Set(tags)]),
};

/*
 * Inside the generic builder zod cannot name the parsed object's fields, so the checks read it through
 * these views (the fields are there: the builder adds them).
 */
type Keyed = { options: string[]; answer: number | number[]; score: number; partial_score: number };
const inRange = (parsed: unknown) => {
  const q = parsed as Keyed;
  return (Array.isArray(q.answer) ? q.answer : [q.answer]).every((i) => i < q.options.length);
};
const partialBelowScore = (parsed: unknown) => {
  const q = parsed as Keyed;
  return q.partial_score < q.score;
};
const blanksMatch = (parsed: unknown) => {
  const q = parsed as { stem: string; answer: string[][] };
  return countBlanks(q.stem) === 0 || countBlanks(q.stem) === q.answer.length;
};

/** The five answerable types, over `base` (top-level fields, or a sub-question's). */
function answerable<S extends z.ZodRawShape>(base: S) {
  const single = z
    .object({ ...base, type: z.literal('single'), options: options('单选题'), answer: optionIndex })
    .refine(inRange, { message: '正确答案须为其中一个选项', path: ['answer'] });
  const multiple = z
    .object({
      ...base,
      type: z.literal('multiple'),
      options: options('多选题'),
      answer: z
        .array(optionIndex, { error: '正确答案格式错误' })
        .min(2, '多选题至少需要 2 个正确选项')
        .refine((a) => new Set(a).size === a.length, '正确答案有重复')
        .transform((a) => [...a].sort((x, y) => x - y)),
      /** What choosing some of the right options and no wrong one earns; 0 = nothing (decision 045). */
      partial_score: z.coerce
        .number({ error: '部分得分格式错误' })
        .int('部分得分须为整数')
        .min(0, '部分得分不能为负')
        .default(0),
    })
    .refine(inRange, { message: '正确答案须为其中一个选项', path: ['answer'] })
    .refine(partialBelowScore, { message: '部分得分须小于分值', path: ['partial_score'] });
  const judge = z.object({
    ...base,
    type: z.literal('judge'),
    answer: z.boolean({ error: '判断题答案须为正确或错误' }),
  });
  const fill = z
    .object({
      ...base,
      type: z.literal('fill'),
      /** One list of accepted answers per blank, in the blanks' order. */
      answer: z
        .array(
          z
            .array(adminLine('填空答案', 200), { error: '填空答案格式错误' })
            .min(1, '每个空至少需要一个答案')
            .max(10, '每个空最多 10 个备选答案'),
          { error: '填空答案格式错误' },
        )
        .min(1, '填空题至少需要 1 个空')
        .max(MAX_BLANKS, `填空题最多 ${MAX_BLANKS} 个空`),
    })
    .refine(blanksMatch, {
      message: '题干中的空（___）与答案组数不一致',
      path: ['answer'],
    });
  const short = z.object({
    ...base,
    type: z.literal('short'),
    /** The reference answer the grader sees (HTML). */
    answer: adminText('参考答案', 100_000),
  });
  return [single, multiple, judge, fill, short] as const;
}

const rowId = z.coerce.number({ error: '小题格式错误' }).int().min(1).max(2_147_483_647);

/** A composite's sub-question; `id` keeps an existing one (its answers and wrong-book rows stay with it). */
export const SubQuestionInput = z.discriminatedUnion(
  'type',
  answerable({ ...common, id: rowId.optional() }),
  {
    error: '小题题型错误',
  },
);
export type TSubQuestionInput = z.input<typeof SubQuestionInput>;

const categoryId = z.coerce
  .number({ error: '请选择分类' })
  .int('请选择分类')
  .min(1, '请选择分类')
  .max(2_147_483_647, '分类不存在');
const top = { ...common, category_id: categoryId };
/** A composite's score is its sub-questions' sum, never typed. */
const { score: _score, ...composite } = top;

export const QuestionInput = z.discriminatedUnion(
  'type',
  [
    ...answerable(top),
    z.object({
      ...composite,
      type: z.literal('composite'),
      stem: html('材料'),
      children: z
        .array(SubQuestionInput, { error: '小题格式错误' })
        .min(1, '组合题至少需要 1 道小题')
        .max(MAX_SUB_QUESTIONS, `组合题最多 ${MAX_SUB_QUESTIONS} 道小题`),
    }),
  ],
  { error: '题型错误' },
);
export type TQuestionInput = z.input<typeof QuestionInput>;
export type TQuestionInputParsed = z.output<typeof QuestionInput>;
