import { expect, it } from 'vitest';
import type { ExamQuestionRow } from '#core/db/schema';
import { gradableFrom, grade, loadPaperQuestions, parseQuestionRow } from '#modules/exams';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * The demo site's exams (seed/demo/exams.ts): the bank's rows are read by the exams module itself, so a key
 * stored in a shape the engine does not expect, or a paper total that differs from the console's rule,
 * fails here rather than on a demo member's first submit. (seed.test.ts checks the counts seedDemo reports.)
 */

/** What a member sends who answers exactly the key: the first accepted text of each blank. */
function keyAsAnswer(row: ExamQuestionRow, children: ExamQuestionRow[]): unknown {
  if (row.type === 'composite') return children.map((c) => keyAsAnswer(c, []));
  const { answer } = parseQuestionRow(row);
  return row.type === 'fill' ? (answer as string[][]).map((accepted) => accepted[0]) : answer;
}

const EXPECTED_PAPERS = {
  '《计算机网络》期中测验': {
    total_score: 30,
    questions_count: 7,
    pass_score: 18,
    time_limit: 30,
    try_times: 3,
    charge_fen: 0,
    is_vip_free: 0,
    show_answers_after: 'graded',
  },
  数据分析入门小测: {
    total_score: 20,
    questions_count: 4,
    pass_score: 12,
    time_limit: 0,
    try_times: 0,
    charge_fen: 0,
    is_vip_free: 0,
    show_answers_after: 'submit',
  },
  网络工程师模拟卷: {
    total_score: 100,
    questions_count: 8,
    pass_score: 60,
    time_limit: 60,
    try_times: 2,
    charge_fen: 990,
    is_vip_free: 1,
    show_answers_after: 'graded',
  },
};

forEachDatabase(
  (t) => {
    it('files the bank under 计算机网络 › 传输层 and 数据分析', async () => {
      const rows = await t.db.selectFrom('exam_categories').selectAll().orderBy('id').execute();
      const network = rows.find((c) => c.name === '计算机网络');
      expect(rows.map((c) => [c.name, c.parent_id])).toEqual([
        ['计算机网络', 0],
        ['传输层', network?.id],
        ['数据分析', 0],
      ]);
    });

    it('stores every question type with keys the grading engine reads as right', async () => {
      const rows = await t.db
        .selectFrom('exam_questions')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const top = rows.filter((r) => r.parent_id === 0);
      expect(top).toHaveLength(13);
      expect(new Set(top.map((r) => r.type))).toEqual(
        new Set(['single', 'multiple', 'judge', 'fill', 'short', 'composite']),
      );
      for (const row of top) {
        const children = rows.filter((r) => r.parent_id === row.id);
        const result = grade(gradableFrom(row, children), keyAsAnswer(row, children));
        if (row.type === 'short') {
          // The reference answer, sent back, is something written: it waits for a grader.
          expect(result, row.stem).toMatchObject({ score: 0, needsManualGrading: true });
          continue;
        }
        expect(result, row.stem).toMatchObject({
          score: row.score,
          correct: true,
          needsManualGrading: false,
        });
        if (row.type === 'composite') {
          expect(children.map((c) => c.type)).toEqual(['single', 'fill']);
          expect(row.score).toBe(children[0].score + children[1].score);
          expect(children.every((c) => c.category_id === row.category_id)).toBe(true);
        }
      }
      expect(rows.find((r) => r.type === 'multiple')).toMatchObject({
        partial_score: 2,
        tags_text: '|协议分层|',
      });
    });

    it('publishes the three papers with the totals their questions add up to, and no attempts', async () => {
      const papers = await t.db.selectFrom('exam_papers').selectAll().orderBy('id').execute();
      expect(Object.fromEntries(papers.map((p) => [p.title, p]))).toMatchObject(EXPECTED_PAPERS);
      for (const paper of papers) {
        expect(paper.is_published).toBe(1);
        // The papers' own reader (what attempts grade against) agrees with the stored totals.
        const questions = await loadPaperQuestions(t.db, paper.id);
        expect(
          questions.reduce((sum, q) => sum + q.score, 0),
          paper.title,
        ).toBe(paper.total_score);
        expect(questions, paper.title).toHaveLength(paper.questions_count);
      }
      const attempts = await t.db
        .selectFrom('exam_attempts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(attempts.n)).toBe(0);
    });

    it('lists the papers to members (the demo switches exams on)', async () => {
      const list = await t.get('/api/v3/exam/papers');
      expect(list.code).toBe(0);
      expect(new Set(list.data.data.map((p: { title: string }) => p.title))).toEqual(
        new Set(Object.keys(EXPECTED_PAPERS)),
      );
      const categories = await t.get('/api/v3/exam/categories');
      expect(categories.data.map((c: { name: string }) => c.name)).toEqual(['计算机网络', '数据分析']);
    });
  },
  { demo: true },
);
