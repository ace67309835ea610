import { beforeAll, expect, it } from 'vitest';
import { singleChoice, useExamEditor } from '#test/helpers/exam-papers';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * MeEdu's Paper add-on calls #2–#7 (meedu-addons-api.md §5) round trip over the same service (decision 046):
 * MeEdu's list and detail shapes, join, the answer sheet with options in the attempt's order, every answer
 * encoding, and submit with MeEdu's record status.
 */

const API = '/addons/Paper/api/v1';

forEachDatabase((t) => {
  const editor = useExamEditor(t);
  let member: MemberWithToken;
  let ids: Record<string, number>;
  let children: number[];
  let paper: number;
  let category: number;
  let sub: number;

  beforeAll(async () => {
    member = await createMemberWithToken(t);
    category = await editor.category('MeEdu 分类');
    sub = (await editor.call('POST', '/categories', { name: '子类', parent_id: category })).data.id;
    ids = {
      single: await editor.question({ ...singleChoice('单', ['a', 'b', 'c'], 2, 2), explanation: '解析' }),
      multiple: await editor.question({
        type: 'multiple',
        stem: '多',
        options: ['a', 'b', 'c'],
        answer: [0, 2],
        score: 4,
      }),
      fill: await editor.question({ type: 'fill', stem: '___ ___', answer: [['x'], ['y']], score: 2 }),
      short: await editor.question({ type: 'short', stem: '问', answer: '参考', score: 5 }),
      judge: await editor.question({ type: 'judge', stem: '判', answer: false, score: 1 }),
      composite: await editor.question({
        type: 'composite',
        stem: '材料',
        children: [
          { type: 'single', stem: '小一', options: ['p', 'q'], answer: 1, score: 2 },
          { type: 'judge', stem: '小二', answer: true, score: 1 },
        ],
      }),
    };
    children = (await editor.call('GET', `/questions/${ids.composite}`)).data.children.map(
      (c: { id: number }) => c.id,
    );
    paper = await editor.paper(
      { category_id: sub, title: 'MeEdu 试卷', time_limit: 20, try_times: 2, shuffle_options: true },
      Object.values(ids),
    );
  });

  it('#2 and #3: lists by cid1/cid2 and shows a paper with its question ids by MeEdu type', async () => {
    const list = await t.get(`${API}/papers?cid1=${category}&page_size=5`, member.headers);
    expect(list.data.data).toMatchObject({
      total: 1,
      data: [
        { id: paper, title: 'MeEdu 试卷', cur_user_can_join: true, expired_minutes: 20, questions_count: 6 },
      ],
    });
    expect(list.data.categories).toEqual(expect.arrayContaining([{ id: category, name: 'MeEdu 分类' }]));
    expect(list.data.category_children[String(category)]).toEqual([{ id: sub, name: '子类' }]);
    expect(list.data.user_papers).toEqual({});
    expect((await t.get(`${API}/papers?cid2=${sub}`)).data.data.total).toBe(1);
    const detail = await t.get(`${API}/paper/${paper}`, member.headers);
    expect(detail.data).toMatchObject({
      paper: { id: paper, score: 17, try_times: 2, enabled_invite: 0, expired_minutes: 20 },
      questions: {
        1: [ids.single],
        2: [ids.multiple],
        3: [ids.fill],
        4: [ids.short],
        5: [ids.judge],
        6: [ids.composite],
      },
      user_papers: [],
      can_join: true,
      join_count: 0,
      required_courses: [],
    });
  });

  it('#4–#7: joins, saves every encoding, reads the sheet, submits, and reads the outcome', async () => {
    const joined = await t.get(`${API}/paper/${paper}/join`, member.headers);
    expect(joined.code, joined.message).toBe(0);
    const record = joined.data.record_id as number;
    expect((await t.get(`${API}/paper/${paper}/join`, member.headers)).data.record_id).toBe(record);

    const sheet = await t.get(`${API}/paper/${paper}/join/${record}`, member.headers);
    expect(sheet.data.user_paper).toMatchObject({ id: record, status: 1, score: 0 });
    expect(sheet.data.user_paper.ended_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const rows = new Map(
      sheet.data.questions.map((r: { question_id: number; question: Record<string, unknown> }) => [
        r.question_id,
        r.question,
      ]),
    );
    const single = rows.get(ids.single) as Record<string, string>;
    // Nothing of the key before it may be shown; options as shown in this attempt.
    expect(single).toMatchObject({ type: 1, answer: '', remark: '' });
    const rightSingle = ['option1', 'option2', 'option3'].find((k) => single[k] === '<p>c</p>');
    const multiple = rows.get(ids.multiple) as Record<string, string>;
    const rightMultiple = ['option1', 'option2', 'option3'].filter((k) =>
      ['a', 'c'].includes(multiple[k] as string),
    );
    const cap = rows.get(ids.composite) as { content: string };
    const capQuestions = JSON.parse(cap.content).questions as Record<string, string>[];
    const rightPart = ['option1', 'option2'].find((k) => capQuestions[0]?.[k] === 'q');

    const send = (question_id: unknown, answer: unknown, images?: string[]) =>
      t.post(
        `${API}/paper/${paper}/submit/single`,
        { pid: record, question_id, answer, images },
        member.headers,
      );
    for (const [qid, answer, images] of [
      [ids.single, rightSingle],
      [ids.multiple, rightMultiple.join(',')],
      [ids.fill, ['x', 'z']],
      [ids.short, '第一行\n<b>第二行</b>', ['/storage/images/a.png', 'javascript:alert(1)']],
      [ids.judge, 0],
      [`${ids.composite}-cap-0`, rightPart],
      [`${ids.composite}-cap-1`, '1'],
    ] as [unknown, unknown, string[]?][]) {
      const res = await send(qid, answer, images);
      expect(res, JSON.stringify([qid, answer])).toMatchObject({ code: 0, data: [] });
    }
    expect(await send(ids.single, 'option9')).toMatchObject({ code: 1, message: '答案格式错误' });
    expect(await send(ids.judge, 'yes')).toMatchObject({ code: 1, message: '答案格式错误' });
    expect(await send(`${ids.composite}-cap-5`, '1')).toMatchObject({ code: 1, message: '该题不在本试卷中' });
    expect(await send(ids.composite, '1')).toMatchObject({ code: 1, message: '该题不在本试卷中' });
    const stored = await t.db
      .selectFrom('exam_attempt_answers')
      .select(['question_id', 'answer'])
      .where('attempt_id', '=', record)
      .execute();
    const byQuestion = new Map(stored.map((s) => [s.question_id, JSON.parse(s.answer)]));
    expect(byQuestion.get(ids.single)).toBe(2);
    expect(byQuestion.get(ids.multiple)).toEqual([0, 2]);
    expect(byQuestion.get(ids.judge)).toBe(false);
    expect(byQuestion.get(children[0])).toBe(1);
    expect(byQuestion.get(children[1])).toBe(true);
    expect(byQuestion.get(ids.short)).toBe(
      '<p>第一行<br />&lt;b&gt;第二行&lt;/b&gt;</p><p><img src="/storage/images/a.png" /></p>',
    );

    const read = await t.get(`${API}/paper/${paper}/join/${record}`, member.headers);
    const line = (id: number) =>
      read.data.questions.find((r: { question_id: number }) => r.question_id === id);
    expect(line(ids.single)).toMatchObject({ answer_content: rightSingle });
    expect(line(ids.fill)).toMatchObject({ answer_contents_rows: ['x', 'z'] });
    expect(line(ids.short)).toMatchObject({ answer_content: '第一行\n<b>第二行</b>' });
    expect(line(ids.short).thumbs_rows).toEqual([expect.stringContaining('/storage/images/a.png')]);

    const submitted = await t.post(`${API}/paper/${paper}/submit/all`, { pid: record }, member.headers);
    // 2 + 4 + 1 (one blank of two) + 1 + 3, and the essay waits for a grader: status 3.
    expect(submitted.data).toEqual({ status: 3, total_score: 11 });
    const after = await t.get(`${API}/paper/${paper}/join/${record}`, member.headers);
    expect(after.data.user_paper).toMatchObject({ status: 3, score: 11 });
    const graded = new Map(
      after.data.questions.map((r: { question_id: number; is_correct: number }) => [
        r.question_id,
        r.is_correct,
      ]),
    );
    expect(Object.fromEntries(graded)).toEqual({
      [ids.single]: 1,
      [ids.multiple]: 1,
      [ids.fill]: 2,
      [ids.short]: 3,
      [ids.judge]: 1,
      [ids.composite]: 1,
    });
    expect((await t.get(`${API}/paper/${paper}`, member.headers)).data).toMatchObject({
      user_papers: [{ id: record, status: 3, score: 11 }],
      join_count: 1,
    });
    expect((await t.get(`${API}/papers`, member.headers)).data.user_papers).toEqual({ [paper]: 1 });
    const stranger = await createMemberWithToken(t);
    expect(await t.get(`${API}/paper/${paper}/join/${record}`, stranger.headers)).toMatchObject({
      code: 404,
      message: '考试记录不存在',
    });
  });
});
