import { beforeAll, expect, it } from 'vitest';
import { setFeatureSwitches } from '#test/helpers/app-config';
import { EXAM_API, singleChoice, switchOnExams, useExamEditor } from '#test/helpers/exam-papers';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * Taking a paper (decision 046): access, start and resume, the tries limit under concurrent starts, the
 * server's timer, saving and resuming, the shuffle and its mapping back, submitting once under a race.
 */

const MINUTE = 60_000;

forEachDatabase((t) => {
  const editor = useExamEditor(t);
  let member: MemberWithToken;
  const get = (url: string, m = member) => t.get(`${EXAM_API}${url}`, m.headers);
  const post = (url: string, body?: unknown, m = member) => t.post(`${EXAM_API}${url}`, body, m.headers);
  const put = async (url: string, body: unknown, m = member) =>
    (
      await t.inject({
        method: 'PUT',
        url: `${EXAM_API}${url}`,
        headers: { ...m.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    ).json();
  const start = async (paper: number, m = member) => {
    const res = await post(`/papers/${paper}/attempts`, undefined, m);
    expect(res.code, res.message).toBe(0);
    return res.data as { attempt_id: number; resumed: boolean };
  };
  const attemptRow = (id: number) =>
    t.db.selectFrom('exam_attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    member = await createMemberWithToken(t);
  });

  it('lists published papers by category and says who may join, and why not', async () => {
    const category = await editor.category('接入');
    const q = await editor.question(singleChoice('接入', ['a', 'b'], 0));
    const free = await editor.paper({ category_id: category, title: '免费' }, [q]);
    const paid = await editor.paper({ category_id: category, charge: 5 }, [q]);
    const vip = await editor.paper({ category_id: category, charge: 5, is_vip_free: true }, [q]);
    const later = await editor.paper({ category_id: category, starts_at: Date.now() + 60 * MINUTE }, [q]);
    const over = await editor.paper({ category_id: category, ends_at: Date.now() - MINUTE, starts_at: 0 }, [
      q,
    ]);
    await editor.paper({ category_id: category }, [q], false);

    const list = await get(`/papers?category_id=${category}`);
    expect(list.data.total).toBe(5);
    const canJoin = Object.fromEntries(
      list.data.data.map((p: { id: number; can_join: boolean }) => [p.id, p.can_join]),
    );
    expect(canJoin).toEqual({ [free]: true, [paid]: false, [vip]: false, [later]: false, [over]: false });
    const guest = await t.get(`${EXAM_API}/papers/${free}`);
    expect(guest.data).toMatchObject({ can_join: false, reason: '请登录', my_attempts: [] });

    const refusals: [number, string][] = [
      [paid, '请购买试卷后参加考试'],
      [vip, '该试卷会员免费，开通会员后即可参加'],
      [later, '考试尚未开始'],
      [over, '考试已结束'],
    ];
    for (const [paper, message] of refusals) {
      expect((await get(`/papers/${paper}`)).data).toMatchObject({ can_join: false, reason: message });
      expect(await post(`/papers/${paper}/attempts`)).toMatchObject({ code: 1, message });
    }
    const vipMember = await createMemberWithToken(t);
    await t.db
      .updateTable('users')
      .set({ role_id: 1, role_expired_at: Date.now() + 60 * MINUTE })
      .where('id', '=', vipMember.user.id)
      .execute();
    expect((await start(vip, vipMember)).resumed).toBe(false);
    expect(await get('/papers/999999')).toMatchObject({ code: 404, message: '试卷不存在' });
  });

  it('resumes the attempt in progress and loses no saved answer across reloads', async () => {
    const q1 = await editor.question(singleChoice('续一', ['a', 'b', 'c'], 2));
    const q2 = await editor.question({
      type: 'fill',
      stem: '续二 ___ ___',
      answer: [['x'], ['y']],
      score: 4,
    });
    const paper = await editor.paper({ time_limit: 30 }, [q1, q2]);
    const first = await start(paper);
    expect(first.resumed).toBe(false);
    expect((await put(`/attempts/${first.attempt_id}/answers`, { question_id: q1, answer: 2 })).code).toBe(0);
    expect(
      (await put(`/attempts/${first.attempt_id}/answers`, { question_id: q2, answer: ['x'] })).code,
    ).toBe(0);
    // Saving again replaces (an upsert), and a second device resumes the same attempt.
    expect(
      (await put(`/attempts/${first.attempt_id}/answers`, { question_id: q2, answer: ['x', 'y'] })).code,
    ).toBe(0);
    expect(await start(paper)).toEqual({ attempt_id: first.attempt_id, resumed: true });
    const sheet = await get(`/attempts/${first.attempt_id}`);
    expect(sheet.data.attempt).toMatchObject({ status: 'in_progress', attempt_no: 1 });
    expect(sheet.data.attempt.deadline_at - sheet.data.attempt.started_at).toBe(30 * MINUTE);
    const mine = Object.fromEntries(
      sheet.data.questions.map((q: { id: number; my_answer: unknown }) => [q.id, q.my_answer]),
    );
    expect(mine).toEqual({ [q1]: 2, [q2]: ['x', 'y'] });
    // The sheet carries no key and no explanation.
    expect(JSON.stringify(sheet.data)).not.toMatch(/explanation|"answer"/);
    const detail = await get(`/papers/${paper}`);
    expect(detail.data).toMatchObject({ in_progress_attempt_id: first.attempt_id, can_join: true });

    const refusals: [unknown, string][] = [
      [{ question_id: 999_999, answer: 1 }, '该题不在本试卷中'],
      [{ question_id: q1, answer: 'b' }, '答案格式错误'],
      [{ question_id: q1, answer: 3 }, '答案格式错误'],
      [{ question_id: q2, answer: ['1', '2', '3'] }, '答案格式错误'],
    ];
    for (const [body, message] of refusals)
      expect(await put(`/attempts/${first.attempt_id}/answers`, body)).toMatchObject({ code: 1, message });
    const stranger = await createMemberWithToken(t);
    expect(await get(`/attempts/${first.attempt_id}`, stranger)).toMatchObject({
      code: 404,
      message: '考试记录不存在',
    });
  });

  it('lets two concurrent starts take the last try once', async () => {
    const q = await editor.question(singleChoice('并发', ['a', 'b'], 0));
    const paper = await editor.paper({ try_times: 1 }, [q]);
    const racer = await createMemberWithToken(t);
    const both = await Promise.all([start(paper, racer), start(paper, racer), start(paper, racer)]);
    expect(new Set(both.map((b) => b.attempt_id)).size).toBe(1);
    const rows = await t.db.selectFrom('exam_attempts').select('id').where('paper_id', '=', paper).execute();
    expect(rows).toHaveLength(1);
    expect((await post(`/attempts/${both[0]?.attempt_id}/submit`, undefined, racer)).code).toBe(0);
    expect(await post(`/papers/${paper}/attempts`, undefined, racer)).toMatchObject({
      code: 1,
      message: '考试次数已用完',
    });
    expect((await get(`/papers/${paper}`, racer)).data).toMatchObject({
      remaining_tries: 0,
      can_join: false,
    });
  });

  it('closes an attempt at its deadline: later answers are refused and not counted', async () => {
    const q1 = await editor.question(singleChoice('计时一', ['a', 'b'], 1, 3));
    const q2 = await editor.question(singleChoice('计时二', ['a', 'b'], 0, 5));
    const closesAt = Date.now() + 10 * MINUTE;
    const paper = await editor.paper({ time_limit: 60, ends_at: closesAt, try_times: 0 }, [q1, q2]);
    const { attempt_id } = await start(paper);
    // The paper closes before the time limit runs out: the close is the deadline.
    expect((await attemptRow(attempt_id)).deadline_at).toBe(closesAt);
    expect((await put(`/attempts/${attempt_id}/answers`, { question_id: q1, answer: 1 })).code).toBe(0);
    const deadline = Date.now() - 1_000;
    await t.db
      .updateTable('exam_attempts')
      .set({ deadline_at: deadline })
      .where('id', '=', attempt_id)
      .execute();
    expect(await put(`/attempts/${attempt_id}/answers`, { question_id: q2, answer: 0 })).toMatchObject({
      code: 1,
      message: '考试时间已到，已自动交卷',
    });
    const row = await attemptRow(attempt_id);
    expect(row).toMatchObject({ status: 'graded', submitted_at: deadline, score: 300 });
    const sheet = await get(`/attempts/${attempt_id}`);
    expect(sheet.data.attempt).toMatchObject({ status: 'graded', score: 3, passed: true });

    // Reading an expired attempt (no save in between) finalises it too; a late submit is closed at the deadline.
    const second = await start(paper);
    await t.db
      .updateTable('exam_attempts')
      .set({ deadline_at: deadline })
      .where('id', '=', second.attempt_id)
      .execute();
    expect((await get(`/papers/${paper}`)).data.in_progress_attempt_id).toBeNull();
    expect(await attemptRow(second.attempt_id)).toMatchObject({ status: 'graded', submitted_at: deadline });
    const third = await start(paper);
    await t.db
      .updateTable('exam_attempts')
      .set({ deadline_at: deadline })
      .where('id', '=', third.attempt_id)
      .execute();
    expect((await post(`/attempts/${third.attempt_id}/submit`)).data).toMatchObject({
      status: 'graded',
      score: 0,
    });
    expect((await attemptRow(third.attempt_id)).submitted_at).toBe(deadline);
  });

  it('shuffles per attempt, stably, and maps the member’s positions back to the key', async () => {
    const texts = ['甲', '乙', '丙', '丁'];
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        await editor.question(
          singleChoice(
            `乱序${i}`,
            texts.map((x) => `${x}${i}`),
            i % 4,
            2,
          ),
        ),
      );
    const paper = await editor.paper({ shuffle_questions: true, shuffle_options: true }, ids);
    const shuffler = await createMemberWithToken(t);
    const { attempt_id } = await start(paper, shuffler);
    const row = await attemptRow(attempt_id);
    const order = JSON.parse(row.question_order) as number[];
    const options = JSON.parse(row.option_order) as Record<string, number[]>;
    expect([...order].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const sheet = await get(`/attempts/${attempt_id}`, shuffler);
    expect(sheet.data.questions.map((q: { id: number }) => q.id)).toEqual(order);
    // Stable: a reload shows the same order.
    expect((await get(`/attempts/${attempt_id}`, shuffler)).data.questions).toEqual(sheet.data.questions);
    for (const q of sheet.data.questions as { id: number; options: string[] }[]) {
      const i = ids.indexOf(q.id);
      const own = options[q.id] as number[];
      expect([...own].sort()).toEqual([0, 1, 2, 3]);
      expect(q.options).toEqual(own.map((k) => `<p>${texts[k]}${i}</p>`));
      // Pick the right option where it is shown.
      const position = q.options.indexOf(`<p>${texts[i % 4]}${i}</p>`);
      expect(
        (await put(`/attempts/${attempt_id}/answers`, { question_id: q.id, answer: position }, shuffler))
          .code,
      ).toBe(0);
    }
    const stored = await t.db
      .selectFrom('exam_attempt_answers')
      .select(['question_id', 'answer'])
      .where('attempt_id', '=', attempt_id)
      .execute();
    for (const s of stored) expect(JSON.parse(s.answer)).toBe(ids.indexOf(s.question_id) % 4);
    expect((await post(`/attempts/${attempt_id}/submit`, undefined, shuffler)).data).toMatchObject({
      status: 'graded',
      score: 12,
      total_score: 12,
    });
    // The next attempt is shuffled afresh, never in the previous order.
    const next = await start(paper, shuffler);
    expect(JSON.parse((await attemptRow(next.attempt_id)).question_order)).not.toEqual(order);
  });

  it('submits exactly once under a race, and each sender reads the same outcome', async () => {
    const q = await editor.question(singleChoice('交卷', ['a', 'b'], 1, 5));
    const paper = await editor.paper({}, [q]);
    const { attempt_id } = await start(paper);
    expect((await put(`/attempts/${attempt_id}/answers`, { question_id: q, answer: 1 })).code).toBe(0);
    const outcomes = await Promise.all([1, 2, 3].map(() => post(`/attempts/${attempt_id}/submit`)));
    for (const o of outcomes)
      expect(o.data).toEqual({ status: 'graded', score: 5, total_score: 5, passed: true });
    const submittedAt = (await attemptRow(attempt_id)).submitted_at;
    expect((await post(`/attempts/${attempt_id}/submit`)).data.score).toBe(5);
    expect((await attemptRow(attempt_id)).submitted_at).toBe(submittedAt);
    expect(await put(`/attempts/${attempt_id}/answers`, { question_id: q, answer: 0 })).toMatchObject({
      code: 1,
      message: '已交卷，不能再修改答案',
    });
    const history = await get(`/member/attempts?paper_id=${paper}`);
    expect(history.data).toMatchObject({
      total: 1,
      data: [{ id: attempt_id, paper_title: '测试试卷', score: 5 }],
    });
  });

  it('answers 403 考试功能未开启 on every call while the switches are off', async () => {
    const q = await editor.question(singleChoice('关闭', ['a', 'b'], 0));
    const paper = await editor.paper({}, [q]);
    await setFeatureSwitches(t.db, { paper: false, practice: false, mockPaper: false, wrongBook: false });
    try {
      for (const res of [
        await t.get(`${EXAM_API}/papers`),
        await get(`/papers/${paper}`),
        await post(`/papers/${paper}/attempts`),
        await get('/member/attempts'),
        await t.get(`/addons/Paper/api/v1/papers`),
        await t.get(`/addons/Paper/api/v1/paper/${paper}/join`, member.headers),
      ])
        expect(res).toMatchObject({ code: 403, message: '考试功能未开启' });
    } finally {
      await switchOnExams(t);
    }
  });
});
