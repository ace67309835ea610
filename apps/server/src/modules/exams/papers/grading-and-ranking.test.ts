import { beforeAll, describe, expect, it } from 'vitest';
import { lastAudit } from '#test/helpers/admin';
import { EXAM_API, examEditor, singleChoice, useExamEditor } from '#test/helpers/exam-papers';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * Grading every type in a paper (the engine with the paper's points), the console's grading queue and its
 * exactly-once finish, when results show right answers, and the ranking (decision 046).
 */

forEachDatabase((t) => {
  const editor = useExamEditor(t);
  const get = (url: string, m: MemberWithToken) => t.get(`${EXAM_API}${url}`, m.headers);
  const post = (url: string, m: MemberWithToken) => t.post(`${EXAM_API}${url}`, undefined, m.headers);
  const save = async (m: MemberWithToken, attempt: number, question_id: number, answer: unknown) => {
    const res = await t.inject({
      method: 'PUT',
      url: `${EXAM_API}/attempts/${attempt}/answers`,
      headers: { ...m.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ question_id, answer }),
    });
    expect(res.json(), JSON.stringify(answer)).toMatchObject({ code: 0 });
  };
  const start = async (paper: number, m: MemberWithToken) => {
    const res = await post(`/papers/${paper}/attempts`, m);
    expect(res.code, res.message).toBe(0);
    return res.data.attempt_id as number;
  };
  const answerIdOf = async (attempt: number, question: number) =>
    (
      await t.db
        .selectFrom('exam_attempt_answers')
        .select('id')
        .where('attempt_id', '=', attempt)
        .where('question_id', '=', question)
        .executeTakeFirstOrThrow()
    ).id;

  describe('a paper of every type', () => {
    let ids: Record<string, number>;
    let paper: number;
    let member: MemberWithToken;
    let attempt: number;
    let children: number[];

    beforeAll(async () => {
      ids = {
        single: await editor.question({
          ...singleChoice('单', ['a', 'b'], 1, 2),
          explanation: '<p>因为 b</p>',
        }),
        multiple: await editor.question({
          type: 'multiple',
          stem: '多',
          options: ['a', 'b', 'c', 'd'],
          answer: [0, 2],
          score: 4,
          partial_score: 2,
        }),
        judge: await editor.question({ type: 'judge', stem: '判', answer: true, score: 2 }),
        fill: await editor.question({
          type: 'fill',
          stem: '___ 和 ___',
          answer: [['北京', 'Beijing'], ['TCP']],
          score: 3,
        }),
        short: await editor.question({ type: 'short', stem: '简', answer: '<p>要点</p>', score: 10 }),
        composite: await editor.question({
          type: 'composite',
          stem: '材料',
          children: [
            { type: 'single', stem: '小单', options: ['x', 'y'], answer: 0, score: 2 },
            { type: 'short', stem: '小简', answer: '<p>小要点</p>', score: 5 },
          ],
        }),
      };
      children = (await editor.call('GET', `/questions/${ids.composite}`)).data.children.map(
        (c: { id: number }) => c.id,
      );
      const list: (number | [number, number])[] = Object.values(ids).map((id) =>
        id === ids.multiple ? [id, 8] : id,
      );
      paper = await editor.paper({ pass_score: 20, show_answers_after: 'graded' }, list);
      member = await createMemberWithToken(t);
      attempt = await start(paper, member);
      await save(member, attempt, ids.single as number, 1);
      // A right subset earns the partial score, scaled with the paper's override (2 of 4 → 4 of 8).
      await save(member, attempt, ids.multiple as number, [0]);
      await save(member, attempt, ids.judge as number, false);
      // Blanks are compared after normalising: full-width letters and case do not matter; one of two right.
      await save(member, attempt, ids.fill as number, ['ＢＥＩＪＩＮＧ', 'udp']);
      await save(member, attempt, ids.short as number, '<p>我的回答<script>x</script></p>');
      await save(member, attempt, children[0] as number, 0);
      await save(member, attempt, children[1] as number, '<p>小答</p>');
    });

    it('grades the objective part at once and waits for a grader on the short answers', async () => {
      expect((await editor.call('GET', `/papers/${paper}`)).data.total_score).toBe(32);
      expect((await post(`/attempts/${attempt}/submit`, member)).data).toEqual({
        status: 'grading',
        score: 9.5,
        total_score: 32,
        passed: null,
      });
      const result = await get(`/attempts/${attempt}/result`, member);
      expect(result.data.answers_shown).toBe(false);
      const earned = Object.fromEntries(
        result.data.questions.map(
          (q: { id: number; earned: number; answer: unknown; explanation: unknown }) => {
            expect([q.answer, q.explanation]).toEqual([null, null]);
            return [q.id, q.earned];
          },
        ),
      );
      expect(earned).toEqual({
        [ids.single as number]: 2,
        [ids.multiple as number]: 4,
        [ids.judge as number]: 0,
        [ids.fill as number]: 1.5,
        [ids.short as number]: 0,
        [ids.composite as number]: 2,
      });
    });

    it('lists the attempt in the paper’s grading queue with each short answer and its reference', async () => {
      const queue = await editor.call('GET', `/papers/${paper}/grading`);
      expect(queue.data.total).toBe(1);
      expect(queue.data.data[0]).toMatchObject({ attempt_id: attempt, status: 'grading', score: 9.5 });
      expect(queue.data.data[0].answers).toEqual([
        expect.objectContaining({
          question_id: ids.short,
          parent_id: 0,
          max_score: 10,
          reference: '<p>要点</p>',
        }),
        expect.objectContaining({ question_id: children[1], parent_id: ids.composite, max_score: 5 }),
      ]);
      expect(queue.data.data[0].answers[0].answer).toBe('<p>我的回答</p>');
    });

    it('grades each short answer once; the last one finishes the attempt exactly once', async () => {
      const shortAnswer = await answerIdOf(attempt, ids.short as number);
      const partAnswer = await answerIdOf(attempt, children[1] as number);
      const singleAnswer = await answerIdOf(attempt, ids.single as number);
      const grade = (id: number, score: unknown) => editor.call('POST', `/answers/${id}/grade`, { score });
      expect(await grade(partAnswer, 6)).toMatchObject({ code: 1, message: '得分不能超过该题分值' });
      expect(await grade(partAnswer, 1.234)).toMatchObject({ code: 1, message: '得分最多两位小数' });
      expect(await grade(singleAnswer, 1)).toMatchObject({ code: 1, message: '只有简答题需要人工批改' });
      const twice = await Promise.all([grade(shortAnswer, 7.5), grade(shortAnswer, 7.5)]);
      expect(twice.map((r) => r.code).sort()).toEqual([0, 1]);
      expect(twice.find((r) => r.code === 1)?.message).toBe('该答案已批改');
      expect(twice.find((r) => r.code === 0)?.data).toEqual({ attempt_status: 'grading', attempt_score: 17 });
      expect(await grade(partAnswer, 5)).toMatchObject({
        code: 0,
        data: { attempt_status: 'graded', attempt_score: 22 },
      });
      expect(await grade(partAnswer, 5)).toMatchObject({ code: 1, message: '该考试记录无需批改' });
      expect(await lastAudit(t, 'exam_answer.grade')).toMatchObject({
        after: { score: 5, attempt_status: 'graded' },
      });
      expect((await editor.call('GET', `/papers/${paper}/grading`)).data.total).toBe(0);
    });

    it('shows right answers and explanations once graded, as the member saw the question', async () => {
      const result = await get(`/attempts/${attempt}/result`, member);
      expect(result.data).toMatchObject({
        answers_shown: true,
        attempt: { status: 'graded', score: 22, passed: true },
      });
      const byId = new Map(result.data.questions.map((q: { id: number }) => [q.id, q]));
      expect(byId.get(ids.single)).toMatchObject({ answer: 1, explanation: '<p>因为 b</p>', correct: true });
      expect(byId.get(ids.multiple)).toMatchObject({
        answer: [0, 2],
        my_answer: [0],
        earned: 4,
        correct: false,
      });
      expect(byId.get(ids.fill)).toMatchObject({ answer: [['北京', 'Beijing'], ['TCP']], earned: 1.5 });
      expect(byId.get(ids.short)).toMatchObject({ answer: '<p>要点</p>', earned: 7.5 });
      expect(byId.get(ids.composite)).toMatchObject({
        earned: 7,
        children: [{ earned: 2 }, { earned: 5, correct: true }],
      });
    });
  });

  it('finishes the attempt once when two graders score its last two answers at the same time', async () => {
    const s1 = await editor.question({ type: 'short', stem: '并批一', answer: '', score: 4 });
    const s2 = await editor.question({ type: 'short', stem: '并批二', answer: '', score: 6 });
    const paper = await editor.paper({}, [s1, s2]);
    const member = await createMemberWithToken(t);
    const attempt = await start(paper, member);
    await save(member, attempt, s1, '一');
    await save(member, attempt, s2, '二');
    expect((await post(`/attempts/${attempt}/submit`, member)).data.status).toBe('grading');
    const other = await examEditor(t);
    const [first, second] = await Promise.all([
      editor.call('POST', `/answers/${await answerIdOf(attempt, s1)}/grade`, { score: 4 }),
      other.call('POST', `/answers/${await answerIdOf(attempt, s2)}/grade`, { score: 5.5 }),
    ]);
    expect([first?.code, second?.code]).toEqual([0, 0]);
    expect([first?.data.attempt_status, second?.data.attempt_status].sort()).toEqual(['graded', 'grading']);
    const row = await t.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attempt)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'graded', score: 950 });
  });

  it('keeps answers hidden for a paper that never shows them, and shows them at submit for one that says so', async () => {
    const q = await editor.question({
      ...singleChoice('公布', ['a', 'b'], 0, 2),
      explanation: '<p>解析</p>',
    });
    const s = await editor.question({ type: 'short', stem: '公布简', answer: '<p>参考</p>', score: 2 });
    const never = await editor.paper({ show_answers_after: 'never' }, [q]);
    const onSubmit = await editor.paper({ show_answers_after: 'submit' }, [q, s]);
    const member = await createMemberWithToken(t);
    const a = await start(never, member);
    expect(await get(`/attempts/${a}/result`, member)).toMatchObject({ code: 1, message: '尚未交卷' });
    await post(`/attempts/${a}/submit`, member);
    expect((await get(`/attempts/${a}/result`, member)).data).toMatchObject({
      answers_shown: false,
      questions: [{ answer: null, explanation: null }],
    });
    const b = await start(onSubmit, member);
    await save(member, b, s, '<p>写了</p>');
    expect((await post(`/attempts/${b}/submit`, member)).data.status).toBe('grading');
    const shown = await get(`/attempts/${b}/result`, member);
    expect(shown.data).toMatchObject({ answers_shown: true, attempt: { status: 'grading' } });
    expect(shown.data.questions[0]).toMatchObject({ answer: 0, explanation: '<p>解析</p>' });
  });

  it('ranks each member by their best graded score, ties by the earlier submit', async () => {
    const q1 = await editor.question(singleChoice('排一', ['a', 'b'], 0, 5));
    const q2 = await editor.question(singleChoice('排二', ['a', 'b'], 1, 5));
    const paper = await editor.paper({}, [q1, q2]);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createMemberWithToken(t)));
    const sit = async (m: MemberWithToken, answers: [number, number], submittedAt: number) => {
      const id = await start(paper, m);
      await save(m, id, q1, answers[0]);
      await save(m, id, q2, answers[1]);
      await post(`/attempts/${id}/submit`, m);
      await t.db
        .updateTable('exam_attempts')
        .set({ submitted_at: submittedAt })
        .where('id', '=', id)
        .execute();
    };
    const at = Date.now();
    await sit(a as MemberWithToken, [0, 0], at - 5_000);
    await sit(a as MemberWithToken, [0, 1], at - 2_000);
    await sit(b as MemberWithToken, [0, 1], at - 3_000);
    await sit(c as MemberWithToken, [1, 0], at - 4_000);
    // An attempt still in progress is not ranked.
    await start(paper, d as MemberWithToken);
    const ranking = await get(`/papers/${paper}/ranking?size=2`, a as MemberWithToken);
    expect(ranking.data.total).toBe(3);
    expect(
      ranking.data.data.map((r: { user_id: number; rank: number; score: number }) => [
        r.rank,
        r.user_id,
        r.score,
      ]),
    ).toEqual([
      [1, b?.user.id, 10],
      [2, a?.user.id, 10],
    ]);
    expect(ranking.data.mine).toMatchObject({ rank: 2, score: 10, submitted_at: at - 2_000 });
    const second = await get(`/papers/${paper}/ranking?size=2&page=2`, c as MemberWithToken);
    expect(second.data.data).toMatchObject([{ rank: 3, user_id: c?.user.id, score: 0 }]);
    expect(second.data.mine).toMatchObject({ rank: 3 });
    expect((await t.get(`${EXAM_API}/papers/${paper}/ranking`)).data.mine).toBeNull();
    expect((await get('/member/attempts', a as MemberWithToken)).data).toMatchObject({
      total: 2,
      data: [
        { attempt_no: 2, score: 10 },
        { attempt_no: 1, score: 5 },
      ],
    });
  });
});
