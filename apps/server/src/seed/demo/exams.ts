import { QuestionInput, type TQuestionInputParsed } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database, ShowAnswersAfter } from '#core/db/schema';
import { sanitizeRichHtml } from '#core/sanitize';
import { questionValues, sumScores } from '#modules/exams';
import { type DemoExamCategoryKey, demoExamCategories, demoQuestions } from './exam-questions';

/*
 * Demo exams (issue 23, decisions 045 and 046): the question bank's categories and questions and three
 * published papers, so a fresh demo site has something behind its paper switch. Rows are written directly,
 * like the rest of the demo: the console's services would audit each write as an administrator's.
 * No attempts: the demo member starts with a clean history.
 */

type Db = Kysely<Database>;
type Parsed = TQuestionInputParsed;
type Composite = Extract<Parsed, { type: 'composite' }>;
type Answerable = Exclude<Parsed, { type: 'composite' }> | Composite['children'][number];

/** A question's own columns: as the console writes them; a composite is worth its sub-questions' sum. */
function questionColumns(q: Answerable | Composite) {
  const values = questionValues(q);
  return q.type === 'composite' ? { ...values, score: sumScores(q.children) } : values;
}

interface DemoPaper {
  title: string;
  category: DemoExamCategoryKey;
  description: string;
  /** Minutes; 0: untimed. */
  time_limit: number;
  /** 0: unlimited. */
  try_times: number;
  /** The pass mark as a share of the computed total (percent, rounded up to whole points). */
  pass_percent: number;
  charge_fen: number;
  is_vip_free: 0 | 1;
  shuffle_questions: 0 | 1;
  shuffle_options: 0 | 1;
  show_answers_after: ShowAnswersAfter;
  /** Bank questions by key, in order; score 0 keeps the bank's (a composite always does). */
  questions: { key: string; score: number }[];
}

/** What the papers share unless told: free, 60% to pass, questions and options in the paper's order. */
const FREE = {
  pass_percent: 60,
  charge_fen: 0,
  is_vip_free: 0,
  shuffle_questions: 0,
  shuffle_options: 0,
} as const;
/** Bank questions at the bank's own points. */
const atBankScore = (...keys: string[]) => keys.map((key) => ({ key, score: 0 }));

const demoPapers: DemoPaper[] = [
  {
    title: '《计算机网络》期中测验',
    category: 'network',
    description:
      '<p>覆盖 OSI 模型、传输层协议、端口与子网划分，共 30 分钟。客观题交卷即判分，简答题由老师批改后公布答案与解析。</p>',
    ...FREE,
    time_limit: 30,
    try_times: 3,
    shuffle_options: 1,
    show_answers_after: 'graded',
    questions: atBankScore(
      'handshake',
      'router-layer',
      'transport-protocols',
      'udp-reliable',
      'well-known-ports',
      'subnetting',
      'congestion-control',
    ),
  },
  {
    title: '数据分析入门小测',
    category: 'data',
    description:
      '<p>配合《Python 数据分析入门》课程的随堂小测：不限时、不限次数，交卷后即可查看答案与解析。</p>',
    ...FREE,
    time_limit: 0,
    try_times: 0,
    show_answers_after: 'submit',
    // Each worth 5 here (the paper's own points), so the quiz totals 20.
    questions: [
      { key: 'read-csv', score: 5 },
      { key: 'dispersion', score: 5 },
      { key: 'zero-correlation', score: 5 },
      { key: 'groupby', score: 5 },
    ],
  },
  {
    title: '网络工程师模拟卷',
    category: 'network',
    description:
      '<p>按网络工程师考试题型组卷，满分 100 分，限时 60 分钟，可考 2 次。题目与选项顺序随机，会员免费。</p>',
    ...FREE,
    time_limit: 60,
    try_times: 2,
    charge_fen: 990,
    is_vip_free: 1,
    shuffle_questions: 1,
    shuffle_options: 1,
    show_answers_after: 'graded',
    questions: [
      { key: 'handshake', score: 10 },
      { key: 'router-layer', score: 10 },
      { key: 'transport-protocols', score: 15 },
      { key: 'udp-reliable', score: 5 },
      { key: 'dns-port', score: 5 },
      { key: 'well-known-ports', score: 14 },
      { key: 'subnetting', score: 0 },
      { key: 'congestion-control', score: 35 },
    ],
  },
];

async function insertCategories(db: Db, now: number): Promise<Map<DemoExamCategoryKey, number>> {
  const ids = new Map<DemoExamCategoryKey, number>();
  const siblings = new Map<number, number>();
  // The list is ordered parents first, so a sub-category's parent id is known when it is written.
  for (const c of demoExamCategories) {
    const parent_id = c.parent ? (ids.get(c.parent) ?? 0) : 0;
    // Numbered 1, 2, … among the categories sharing a parent, as the console's list orders them.
    const sort = (siblings.get(parent_id) ?? 0) + 1;
    siblings.set(parent_id, sort);
    const row = await db
      .insertInto('exam_categories')
      .values({
        name: c.name,
        parent_id,
        sort,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(c.key, row.id);
  }
  return ids;
}

/** Inserts the bank; answers each top-level question's id, type and score by key. */
async function insertQuestions(db: Db, categories: Map<DemoExamCategoryKey, number>, now: number) {
  const byKey = new Map<string, { id: number; type: string; score: number }>();
  let rows = 0;
  for (const demo of demoQuestions) {
    const category_id = categories.get(demo.category) ?? 0;
    // The console's own schema: defaults filled, multiple keys sorted, anything ungradable refused.
    const q = QuestionInput.parse({ ...demo.input, category_id });
    const values = questionColumns(q);
    const parent = await db
      .insertInto('exam_questions')
      .values({ ...values, category_id, parent_id: 0, sort: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows += 1;
    if (q.type === 'composite') {
      // Sub-questions take the composite's category and are ordered by `sort` (question-service.ts).
      await db
        .insertInto('exam_questions')
        .values(
          q.children.map((child, sort) => ({
            ...questionColumns(child),
            category_id,
            parent_id: parent.id,
            sort,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      rows += q.children.length;
    }
    byKey.set(demo.key, { id: parent.id, type: values.type, score: values.score });
  }
  return { byKey, rows };
}

/**
 * Points of a question in a paper and the paper's totals: the rule of refreshPaperTotals
 * (paper-questions-service.ts), an override for anything but a composite, else the bank's score.
 */
const pointsIn = (q: { type: string; score: number }, override: number) =>
  override > 0 && q.type !== 'composite' ? override : q.score;

export async function insertDemoExams(db: Db): Promise<{
  exam_categories: number;
  exam_questions: number;
  exam_papers: number;
  exam_paper_questions: number;
}> {
  const now = Date.now();
  const categories = await insertCategories(db, now);
  const { byKey, rows } = await insertQuestions(db, categories, now);
  let links = 0;
  for (const paper of demoPapers) {
    const held = paper.questions.map((p) => {
      const q = byKey.get(p.key);
      if (!q) throw new Error(`demo paper ${paper.title}: no question ${p.key}`);
      return { ...p, q };
    });
    const total = held.reduce((sum, p) => sum + pointsIn(p.q, p.score), 0);
    const row = await db
      .insertInto('exam_papers')
      .values({
        category_id: categories.get(paper.category) ?? 0,
        title: paper.title,
        description: sanitizeRichHtml(paper.description),
        time_limit: paper.time_limit,
        pass_score: Math.ceil((total * paper.pass_percent) / 100),
        total_score: total,
        questions_count: held.length,
        try_times: paper.try_times,
        starts_at: null,
        ends_at: null,
        charge_fen: paper.charge_fen,
        is_vip_free: paper.is_vip_free,
        shuffle_questions: paper.shuffle_questions,
        shuffle_options: paper.shuffle_options,
        show_answers_after: paper.show_answers_after,
        is_published: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('exam_paper_questions')
      .values(
        held.map((p, sort) => ({
          paper_id: row.id,
          question_id: p.q.id,
          score: p.score,
          sort,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    links += held.length;
  }
  return {
    exam_categories: categories.size,
    exam_questions: rows,
    exam_papers: demoPapers.length,
    exam_paper_questions: links,
  };
}
