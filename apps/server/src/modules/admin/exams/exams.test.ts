import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FORBIDDEN_MESSAGE } from '#core/auth/admin-guard';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { forEachDatabase } from '#test/helpers/test-app';

const API = '/backend/api/v1/exam';

forEachDatabase((t) => {
  let editor: { token: string };
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, editor.token, body);
  const newCategory = async (name: string, parent_id = 0) => {
    const res = await call('POST', '/categories', { name, parent_id });
    expect(res).toMatchObject({ code: 0 });
    return res.data.id as number;
  };
  const single = (category_id: number, stem = '<p>1+1=?</p>') => ({
    type: 'single',
    category_id,
    stem,
    options: ['<p>1</p>', '<p>2</p>', '<p>3</p>'],
    answer: 1,
  });

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
  });

  describe('categories', () => {
    it('keeps two levels and refuses to delete one that holds questions or sub-categories', async () => {
      const top = await newCategory('计算机网络');
      const sub = await newCategory('传输层', top);
      expect(await call('POST', '/categories', { name: '三层', parent_id: sub })).toMatchObject({
        code: 1,
        message: '上级分类无效',
      });
      expect(await call('PUT', `/categories/${top}`, { name: '网络', parent_id: sub })).toMatchObject({
        code: 1,
        message: '上级分类无效',
      });
      const q = await call('POST', '/questions', single(sub));
      expect(q.code).toBe(0);
      expect(await call('DELETE', `/categories/${sub}`)).toMatchObject({
        code: 1,
        message: '该分类下还有试题或子分类，无法删除',
      });
      expect(await call('DELETE', `/categories/${top}`)).toMatchObject({
        code: 1,
        message: '该分类下还有试题或子分类，无法删除',
      });
      const list = await call('GET', '/categories');
      expect(list.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: top, name: '计算机网络', parent_id: 0, questions_count: 0 }),
          expect.objectContaining({ id: sub, parent_id: top, questions_count: 1 }),
        ]),
      );
      expect((await call('POST', '/questions/delete', { ids: [q.data.id] })).code).toBe(0);
      expect((await call('DELETE', `/categories/${sub}`)).code).toBe(0);
      expect((await call('DELETE', `/categories/${top}`)).code).toBe(0);
      expect(await lastAudit(t, 'exam_category.delete')).toMatchObject({ before: { name: '计算机网络' } });
      expect(await call('DELETE', `/categories/${top}`)).toMatchObject({ code: 404, message: '分类不存在' });
    });

    it('refuses a nameless category with a message', async () => {
      expect(await call('POST', '/categories', { name: '  ' })).toMatchObject({
        code: 1,
        message: '请输入分类名',
      });
    });
  });

  describe('questions', () => {
    let cat: number;
    beforeAll(async () => {
      cat = await newCategory('题目测试');
    });

    it('writes each type, sanitises its rich text once and reads it back', async () => {
      const made = await call('POST', '/questions', {
        ...single(cat, '<p onclick="x()">选出 <b>2</b><script>alert(1)</script></p>'),
        explanation: '<p>因为<img src="/storage/a.png" onerror="y()"></p>',
        tags: ['算术', '算术', '入门'],
        difficulty: 1,
        score: 3,
      });
      expect(made.code).toBe(0);
      const shown = await call('GET', `/questions/${made.data.id}`);
      expect(shown.data).toMatchObject({
        type: 'single',
        answer: 1,
        score: 3,
        difficulty: 1,
        tags: ['算术', '入门'],
        children: [],
      });
      expect(shown.data.stem).toContain('<b>2</b>');
      expect(shown.data.stem).not.toMatch(/script|onclick/);
      expect(shown.data.explanation).not.toContain('onerror');
      expect(await lastAudit(t, 'exam_question.create')).toMatchObject({ after: { id: made.data.id } });

      const bodies = [
        {
          type: 'multiple',
          category_id: cat,
          stem: 'm',
          options: ['a', 'b', 'c'],
          answer: [2, 0],
          partial_score: 1,
        },
        { type: 'judge', category_id: cat, stem: 'j', answer: false },
        {
          type: 'fill',
          category_id: cat,
          stem: '首都是 ___，协议 ___',
          answer: [['北京', 'Beijing'], ['TCP']],
        },
        { type: 'short', category_id: cat, stem: 's', answer: '<p>要点</p>', score: 10 },
      ];
      for (const body of bodies) {
        const res = await call('POST', '/questions', body);
        expect(res, body.type).toMatchObject({ code: 0 });
        const read = await call('GET', `/questions/${res.data.id}`);
        expect(read.data.type).toBe(body.type);
        if (body.type === 'multiple') expect(read.data).toMatchObject({ answer: [0, 2], partial_score: 1 });
        if (body.type === 'fill') expect(read.data.answer).toEqual([['北京', 'Beijing'], ['TCP']]);
      }
    });

    it('writes a composite with its sub-questions, keeps them by id on edit, and deletes them with it', async () => {
      const body = {
        type: 'composite',
        category_id: cat,
        stem: '<p>阅读材料</p>',
        children: [
          { type: 'single', stem: '一', options: ['a', 'b'], answer: 0, score: 2 },
          { type: 'fill', stem: '二 ___', answer: [['x']], score: 3 },
        ],
      };
      const made = await call('POST', '/questions', body);
      expect(made.code).toBe(0);
      const first = await call('GET', `/questions/${made.data.id}`);
      expect(first.data).toMatchObject({ type: 'composite', score: 5, category_id: cat });
      const [one, two] = first.data.children as { id: number; type: string }[];
      expect([one.type, two.type]).toEqual(['single', 'fill']);
      // A sub-question is not a question of the list or of its own page.
      expect(await call('GET', `/questions/${one.id}`)).toMatchObject({ code: 404, message: '试题不存在' });

      const edited = await call('PUT', `/questions/${made.data.id}`, {
        ...body,
        children: [
          { ...body.children[1], id: two.id, score: 4 },
          { type: 'judge', stem: '三', answer: true, score: 1 },
        ],
      });
      expect(edited.code).toBe(0);
      const after = await call('GET', `/questions/${made.data.id}`);
      expect(after.data.score).toBe(5);
      expect(after.data.children.map((c: { id: number; type: string }) => c.type)).toEqual(['fill', 'judge']);
      expect(after.data.children[0].id).toBe(two.id);
      expect(
        await call('PUT', `/questions/${made.data.id}`, {
          ...body,
          children: [{ ...body.children[0], id: one.id }],
        }),
      ).toMatchObject({ code: 1, message: '小题不存在' });

      expect((await call('DELETE', `/questions/${made.data.id}`)).code).toBe(0);
      const left = await t.db
        .selectFrom('exam_questions')
        .select('id')
        .where('parent_id', '=', made.data.id)
        .execute();
      expect(left).toEqual([]);
      expect(await lastAudit(t, 'exam_question.delete')).toMatchObject({ before: { type: 'composite' } });
    });

    it('refuses each type’s bad keys with a Chinese message, never a 500', async () => {
      const refusals: [unknown, string][] = [
        [{ ...single(cat), options: ['<p>1</p>'] }, '单选题至少需要 2 个选项'],
        [{ ...single(cat), answer: 3 }, '正确答案须为其中一个选项'],
        [{ ...single(cat), answer: [0, 1] }, '正确答案格式错误'],
        [{ ...single(cat), stem: '' }, '请输入题干'],
        [{ ...single(cat), stem: '<p>&nbsp;</p>' }, '请输入题干'],
        [{ ...single(cat), options: ['<p>1</p>', '<p> </p>'] }, '选项不能为空'],
        [{ ...single(cat), category_id: 0 }, '请选择分类'],
        [{ ...single(cat), category_id: 999_999 }, '分类不存在'],
        [{ ...single(cat), difficulty: 6 }, '难度须为 1 到 5'],
        [{ ...single(cat), score: 0 }, '分值须为 1 到 100 的整数'],
        [
          { type: 'multiple', category_id: cat, stem: 'm', options: ['a', 'b'], answer: [1] },
          '多选题至少需要 2 个正确选项',
        ],
        [
          { type: 'multiple', category_id: cat, stem: 'm', options: ['a', 'b'], answer: [1, 1] },
          '正确答案有重复',
        ],
        [
          {
            type: 'multiple',
            category_id: cat,
            stem: 'm',
            options: ['a', 'b'],
            answer: [0, 1],
            score: 2,
            partial_score: 2,
          },
          '部分得分须小于分值',
        ],
        [{ type: 'judge', category_id: cat, stem: 'j', answer: 'yes' }, '判断题答案须为正确或错误'],
        [{ type: 'fill', category_id: cat, stem: 'f', answer: [] }, '填空题至少需要 1 个空'],
        [{ type: 'fill', category_id: cat, stem: 'f', answer: [[]] }, '每个空至少需要一个答案'],
        [
          { type: 'fill', category_id: cat, stem: 'a ___ b ___', answer: [['x']] },
          '题干中的空（___）与答案组数不一致',
        ],
        [{ type: 'composite', category_id: cat, stem: 'c', children: [] }, '组合题至少需要 1 道小题'],
        [
          { type: 'composite', category_id: cat, stem: 'c', children: [{ type: 'composite', stem: 'x' }] },
          '小题题型错误',
        ],
        [{ type: 'essay', category_id: cat, stem: 'x' }, '题型错误'],
        [{ ...single(cat), tags: ['a|b'] }, '标签不能含有 |'],
      ];
      for (const [body, message] of refusals) {
        const res = await call('POST', '/questions', body);
        expect(res.code, message).not.toBe(0);
        expect(res.message, JSON.stringify(body)).toContain(message);
      }
      const made = await call('POST', '/questions', single(cat));
      expect(
        await call('PUT', `/questions/${made.data.id}`, {
          type: 'judge',
          category_id: cat,
          stem: 'j',
          answer: true,
        }),
      ).toMatchObject({ code: 1, message: '题型不能修改，请删除后重新添加' });
      expect(await call('POST', '/questions/delete', { ids: [] })).toMatchObject({
        code: 1,
        message: '请选择试题',
      });
      expect(await call('GET', '/questions?type=essay')).toMatchObject({ code: 1, message: '题型错误' });
    });

    it('pages and filters by category (with its sub-categories), type, difficulty, keyword and tag', async () => {
      const top = await newCategory('筛选');
      const sub = await newCategory('筛选子类', top);
      const other = await newCategory('其他');
      const ids: number[] = [];
      for (const [category_id, difficulty, stem, tags] of [
        [top, 1, '<p>TCP 握手</p>', ['网络']],
        [sub, 2, '<p>UDP 报文</p>', ['网络', '传输']],
        [sub, 2, '<p>100%_正确</p>', []],
        [other, 5, '<p>TCP 在其他分类</p>', ['网络']],
      ] as const) {
        const res = await call('POST', '/questions', { ...single(category_id, stem), difficulty, tags });
        ids.push(res.data.id);
      }
      await call('POST', '/questions', { type: 'judge', category_id: sub, stem: '判断', answer: true });
      const idsOf = async (query: string) =>
        ((await call('GET', `/questions?${query}`)).data.data as { id: number }[]).map((q) => q.id);
      expect((await call('GET', `/questions?category_id=${top}`)).data.total).toBe(4);
      expect(await idsOf(`category_id=${top}&type=single&size=2&page=1`)).toEqual([ids[2], ids[1]]);
      expect(await idsOf(`category_id=${top}&type=single&size=2&page=2`)).toEqual([ids[0]]);
      expect(await idsOf(`category_id=${sub}&type=judge`)).toHaveLength(1);
      expect(await idsOf(`category_id=${top}&difficulty=2&type=single`)).toEqual([ids[2], ids[1]]);
      expect(await idsOf(`keywords=${encodeURIComponent('TCP')}`)).toEqual(
        expect.arrayContaining([ids[0], ids[3]]),
      );
      expect(await idsOf(`category_id=${top}&keywords=${encodeURIComponent('%_')}`)).toEqual([ids[2]]);
      expect(await idsOf(`category_id=${top}&tag=${encodeURIComponent('网络')}`)).toEqual([ids[1], ids[0]]);
      expect(await idsOf(`tag=${encodeURIComponent('传')}`)).toEqual([]);

      expect((await call('POST', '/questions/delete', { ids: [ids[0], ids[1], 999_999] })).code).toBe(0);
      expect(await idsOf(`category_id=${top}&type=single`)).toEqual([ids[2]]);
      expect(await call('POST', '/questions/delete', { ids: [999_999] })).toMatchObject({ code: 404 });
    });

    it('is the console’s: no token, or a role without content.manage, is refused', async () => {
      const finance = await adminOfRole(t, 'finance');
      expect((await adminCall(t, 'GET', `${API}/questions`)).code).toBe(401);
      expect(await adminCall(t, 'GET', `${API}/questions`, finance.token)).toMatchObject({
        code: 1,
        message: ADMIN_FORBIDDEN_MESSAGE,
      });
    });
  });
});
