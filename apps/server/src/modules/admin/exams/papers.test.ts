import { expect, it } from 'vitest';
import { ADMIN_FORBIDDEN_MESSAGE } from '#core/auth/admin-guard';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { EXAM_ADMIN_API, EXAM_API, singleChoice, useExamEditor } from '#test/helpers/exam-papers';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';

/* Papers in the console (decision 046): settings, questions and totals, publishing, and what is refused. */

forEachDatabase((t) => {
  const editor = useExamEditor(t);

  it('creates, edits, lists and reads a paper; its description is sanitised once', async () => {
    const category = await editor.category('期末');
    const made = await editor.call('POST', '/papers', {
      title: '  网络期末  ',
      category_id: category,
      description: '<p onclick="x()">说明<script>1</script></p>',
      time_limit: 30,
      pass_score: 3,
      try_times: 2,
      starts_at: 1_000,
      ends_at: 4_000_000_000_000,
      charge: 9.9,
      is_vip_free: true,
      shuffle_questions: true,
      show_answers_after: 'submit',
    });
    expect(made.code, made.message).toBe(0);
    const id = made.data.id as number;
    const shown = await editor.call('GET', `/papers/${id}`);
    expect(shown.data).toMatchObject({
      title: '网络期末',
      description: '<p>说明</p>',
      time_limit: 30,
      charge: 9.9,
      is_vip_free: true,
      shuffle_questions: true,
      shuffle_options: false,
      show_answers_after: 'submit',
      is_published: false,
      total_score: 0,
      questions: [],
    });
    expect(await lastAudit(t, 'exam_paper.create')).toMatchObject({ after: { id, title: '网络期末' } });
    expect((await editor.call('PUT', `/papers/${id}`, { title: '改名', category_id: category })).code).toBe(
      0,
    );
    const list = await editor.call(
      'GET',
      `/papers?category_id=${category}&keywords=${encodeURIComponent('改')}`,
    );
    expect(list.data).toMatchObject({ total: 1, data: [{ id, title: '改名', time_limit: 0 }] });
  });

  it('refuses bad settings with a Chinese message, never a 500', async () => {
    const refusals: [unknown, string][] = [
      [{ title: ' ' }, '请输入试卷名称'],
      [{ title: 'x', time_limit: 2000 }, '考试时长须为 0 到 1440 分钟'],
      [{ title: 'x', pass_score: -1 }, '及格分须为 0 到 10000 的整数'],
      [{ title: 'x', try_times: 1.5 }, '考试次数须为 0 到 100'],
      [{ title: 'x', starts_at: 5000, ends_at: 4000 }, '结束时间须晚于开始时间'],
      [{ title: 'x', starts_at: 'soon' }, '开始时间格式错误'],
      [{ title: 'x', charge: -1 }, '价格不能为负'],
      [{ title: 'x', show_answers_after: 'later' }, '答案公布时机错误'],
      [{ title: 'x', category_id: 999_999 }, '分类不存在'],
      [{ title: 'x', is_vip_free: 'yes' }, '开关须为 true 或 false'],
    ];
    for (const [body, message] of refusals) {
      const res = await editor.call('POST', '/papers', body);
      expect(res.code, JSON.stringify(body)).not.toBe(0);
      expect(res.message, JSON.stringify(body)).toContain(message);
    }
    expect(await editor.call('PUT', '/papers/999999', { title: 'x' })).toMatchObject({
      code: 404,
      message: '试卷不存在',
    });
  });

  it('sets questions in order with overrides, computes the total, and keeps it when the bank changes', async () => {
    const a = await editor.question(singleChoice('一', ['a', 'b'], 0, 3));
    const b = await editor.question({ type: 'judge', stem: '二', answer: true, score: 2 });
    const c = await editor.question({
      type: 'composite',
      stem: '材料',
      children: [
        { type: 'single', stem: '小一', options: ['x', 'y'], answer: 1, score: 4 },
        { type: 'short', stem: '小二', answer: '要点', score: 6 },
      ],
    });
    const id = await editor.paper({ pass_score: 5 }, [b, [a, 10], c], false);
    const shown = await editor.call('GET', `/papers/${id}`);
    expect(shown.data).toMatchObject({ total_score: 22, questions_count: 3 });
    expect(shown.data.questions).toMatchObject([
      { question_id: b, score: 2, overridden: false },
      { question_id: a, score: 10, question_score: 3, overridden: true },
      { question_id: c, type: 'composite', score: 10 },
    ]);

    const refusals: [unknown, string][] = [
      [{ questions: [{ question_id: 999_999 }] }, '试题不存在'],
      [{ questions: [{ question_id: a }, { question_id: a }] }, '试题有重复'],
      [{ questions: [{ question_id: c, score: 5 }] }, '组合题的分值为各小题分值之和，不能在试卷中单独设置'],
      [{ questions: [{ question_id: a, score: 101 }] }, '分值须为 0 到 100 的整数'],
    ];
    for (const [body, message] of refusals)
      expect(await editor.call('PUT', `/papers/${id}/questions`, body)).toMatchObject({ code: 1, message });

    // The bank's score changes: the paper's total follows (the override stays).
    const edited = await editor.call('PUT', `/questions/${b}`, {
      type: 'judge',
      category_id: (await editor.call('GET', `/questions/${b}`)).data.category_id,
      stem: '二',
      answer: true,
      score: 5,
    });
    expect(edited.code).toBe(0);
    expect((await editor.call('GET', `/papers/${id}`)).data.total_score).toBe(25);

    // A question a paper holds is not deleted, nor a held composite's sub-question.
    expect(await editor.call('POST', '/questions/delete', { ids: [a] })).toMatchObject({
      code: 1,
      message: '该试题已被试卷使用，请先从试卷中移除',
    });
    const composite = (await editor.call('GET', `/questions/${c}`)).data;
    expect(
      await editor.call('PUT', `/questions/${c}`, {
        type: 'composite',
        category_id: composite.category_id,
        stem: '材料',
        children: [{ ...composite.children[0] }],
      }),
    ).toMatchObject({ code: 1, message: '该组合题已被试卷使用，不能删除小题' });
  });

  it('publishes only a paper with questions and a reachable pass mark; lists by the state; takes it down', async () => {
    const q = await editor.question(singleChoice('发布', ['a', 'b'], 0, 4));
    const empty = await editor.paper({}, [], false);
    expect(await editor.call('PUT', `/papers/${empty}/publish`, { is_published: true })).toMatchObject({
      code: 1,
      message: '试卷还没有试题，无法发布',
    });
    const high = await editor.paper({ pass_score: 10 }, [q], false);
    expect(await editor.call('PUT', `/papers/${high}/publish`, { is_published: true })).toMatchObject({
      code: 1,
      message: '及格分不能高于总分',
    });
    const id = await editor.paper({ pass_score: 4 }, [q]);
    expect(await lastAudit(t, 'exam_paper.publish')).toMatchObject({ after: { id, is_published: true } });
    expect(await editor.call('PUT', `/papers/${id}/questions`, { questions: [] })).toMatchObject({
      code: 1,
      message: '已发布的试卷至少需要一道试题',
    });
    expect(await editor.call('PUT', `/papers/${id}`, { title: 'x', pass_score: 5 })).toMatchObject({
      code: 1,
      message: '及格分不能高于总分',
    });
    // The list filters by the published state (the console's 已发布 / 未发布).
    const ids = async (flag: string) =>
      ((await editor.call('GET', `/papers?is_published=${flag}&size=100`)).data.data as { id: number }[]).map(
        (p) => p.id,
      );
    expect(await ids('1')).toContain(id);
    expect(await ids('0')).toEqual(expect.arrayContaining([empty, high]));
    expect(await ids('0')).not.toContain(id);
    expect((await editor.call('PUT', `/papers/${id}/publish`, { is_published: false })).code).toBe(0);
    expect((await editor.call('GET', `/papers/${id}`)).data.is_published).toBe(false);
    expect(await ids('1')).not.toContain(id);
  });

  it('keeps a paper with attempts and its questions; deletes one without', async () => {
    const q = await editor.question(singleChoice('删除', ['a', 'b'], 0));
    const unused = await editor.paper({}, [q], false);
    expect((await editor.call('DELETE', `/papers/${unused}`)).code).toBe(0);
    expect(await lastAudit(t, 'exam_paper.delete')).toMatchObject({ before: { id: unused } });
    const id = await editor.paper({}, [q]);
    const member = await createMemberWithToken(t);
    const started = await t.post(`${EXAM_API}/papers/${id}/attempts`, undefined, member.headers);
    expect(started.code, started.message).toBe(0);
    expect(await editor.call('DELETE', `/papers/${id}`)).toMatchObject({
      code: 1,
      message: '试卷已有考试记录，无法删除，可下架',
    });
    expect(
      await editor.call('PUT', `/papers/${id}/questions`, { questions: [{ question_id: q }] }),
    ).toMatchObject({
      code: 1,
      message: '试卷已有考试记录，不能修改试题',
    });
    expect((await editor.call('GET', '/papers')).data.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, attempts_count: 1, grading_count: 0 })]),
    );
  });

  it('is the console’s: no token, or a role without content.manage, is refused', async () => {
    const finance = await adminOfRole(t, 'finance');
    expect((await adminCall(t, 'GET', `${EXAM_ADMIN_API}/papers`)).code).toBe(401);
    expect(await adminCall(t, 'GET', `${EXAM_ADMIN_API}/papers`, finance.token)).toMatchObject({
      code: 1,
      message: ADMIN_FORBIDDEN_MESSAGE,
    });
  });
});
