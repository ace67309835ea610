import { describe, expect, it } from 'vitest';
import { createCourse, createMember, createVideo } from '#seed/factories/index';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';
import { cleanCommentText } from './service';

forEachDatabase((t) => {
  const ids = seedOnce(t, async (db) => {
    const alice = await createMember(db, { nick_name: '小明', avatar: '/a.png' });
    const bob = await createMember(db, { nick_name: '小红' });
    ids.course = (await createCourse(db)).id;
    ids.video = (await createVideo(db, { course_id: ids.course })).id;
    const now = Date.now();
    const insert = async (
      values: {
        user_id: number;
        content: string;
        is_check: number;
        parent_id?: number;
        reply_id?: number;
        rt?: number;
        rid?: number;
      },
      at: number,
    ) =>
      (
        await db
          .insertInto('comments')
          .values({ rt: 1, rid: ids.course, ...values, created_at: now + at, updated_at: now + at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.first = await insert({ user_id: alice.id, content: '第一条', is_check: 1 }, 1);
    ids.pending = await insert({ user_id: bob.id, content: '待审核', is_check: 0 }, 2);
    for (let i = 0; i < 4; i++) {
      ids[`r${i}`] = await insert(
        { user_id: bob.id, content: `回复 ${i}`, is_check: 1, parent_id: ids.first, reply_id: ids.first },
        10 + i,
      );
    }
    ids.onVideo = await insert(
      { user_id: alice.id, content: '视频评论', is_check: 1, rt: 2, rid: ids.video },
      3,
    );
    ids.alice = alice.id;
  });

  describe('GET /api/v3/comments', () => {
    it('lists top-level comments newest first with their 3 newest replies; pending ones show no content', async () => {
      const res = await t.get(`/api/v3/comments?rt=1&rid=${ids.course}`);
      expect(res.code).toBe(0);
      expect(res.data.total).toBe(2);
      const [pending, first] = res.data.data;
      expect(pending).toMatchObject({
        id: String(ids.pending),
        content: '',
        is_check: 0,
        replies: [],
        replies_count: 0,
      });
      expect(first).toMatchObject({
        id: String(ids.first),
        content: '第一条',
        is_check: 1,
        parent_id: '0',
        replies_count: 4,
        user: { nick_name: '小明', avatar: 'http://localhost:80/a.png' },
        reply_user: null,
      });
      expect(first.replies.map((r: { id: string }) => Number(r.id))).toEqual([ids.r3, ids.r2, ids.r1]);
      expect(first.replies[0]).toMatchObject({
        reply_user: { nick_name: '小明' },
        user: { nick_name: '小红' },
      });
      expect(first.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    });

    it('keeps videos apart from courses', async () => {
      const res = await t.get(`/api/v3/comments?rt=2&rid=${ids.video}`);
      expect(res.data.data.map((c: { id: string }) => Number(c.id))).toEqual([ids.onVideo]);
      expect((await t.get('/api/v3/comments?rt=1&rid=98765')).data).toEqual({ data: [], total: 0 });
    });

    it('lists every reply oldest first, or every top-level comment without parent_id', async () => {
      const replies = await t.get(`/api/v3/comments/replies?rt=1&rid=${ids.course}&parent_id=${ids.first}`);
      expect(replies.data.data.map((r: { id: string }) => Number(r.id))).toEqual([
        ids.r0,
        ids.r1,
        ids.r2,
        ids.r3,
      ]);
      const top = await t.get(`/api/v3/comments/replies?rt=1&rid=${ids.course}`);
      expect(top.data.data.map((r: { id: string }) => Number(r.id))).toEqual([ids.pending, ids.first]);
    });

    it('pages the list, with or without parent_id, so one call never reads a whole thread', async () => {
      const course = await createCourse(t.db);
      const author = await createMember(t.db);
      const now = Date.now();
      const row = (i: number, parent_id = 0) => ({
        user_id: author.id,
        rt: 1,
        rid: course.id,
        parent_id,
        reply_id: parent_id,
        content: `第${i}条`,
        is_check: 1,
        created_at: now + i,
        updated_at: now + i,
      });
      await t.db
        .insertInto('comments')
        .values(Array.from({ length: 60 }, (_, i) => row(i)))
        .execute();
      const parent = await t.db
        .selectFrom('comments')
        .select('id')
        .where('rid', '=', course.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('comments')
        .values(Array.from({ length: 30 }, (_, i) => row(100 + i, parent.id)))
        .execute();

      const top = await t.get(`/api/v3/comments/replies?rt=1&rid=${course.id}`);
      expect(top.data.total).toBe(60);
      expect(top.data.data).toHaveLength(20);
      const last = await t.get(`/api/v3/comments/replies?rt=1&rid=${course.id}&page=3&size=25`);
      expect(last.data.data).toHaveLength(10);
      expect(last.data.data.at(-1).id).toBe(String(parent.id));

      const replies = await t.get(
        `/api/v3/comments/replies?rt=1&rid=${course.id}&parent_id=${parent.id}&size=25`,
      );
      expect(replies.data.total).toBe(30);
      expect(replies.data.data.map((r: { content: string }) => r.content)).toEqual(
        Array.from({ length: 25 }, (_, i) => `第${100 + i}条`),
      );
      expect(await t.get(`/api/v3/comments/replies?rt=1&rid=${course.id}&size=51`)).toEqual({
        code: 1,
        message: '参数错误',
        data: [],
      });
    });

    it('answers 参数错误 for unknown targets and bad numbers', async () => {
      for (const q of [
        'rt=3&rid=1',
        'rt=1',
        'rid=1',
        'rt=a&rid=1',
        `rt=1&rid=${ids.course}&size=0`,
        'rt=1&rid=0',
      ]) {
        expect(await t.get(`/api/v3/comments?${q}`), q).toEqual({ code: 1, message: '参数错误', data: [] });
      }
    });
  });

  describe('POST /api/v3/comment/store', () => {
    it('needs a token', async () => {
      expect(await t.post('/api/v3/comment/store', { rt: 1, rid: ids.course, content: 'hi' })).toEqual({
        code: 401,
        message: '请登录',
        data: [],
      });
    });
  });
});

describe('cleanCommentText', () => {
  it('drops tags and escapes what is left', () => {
    expect(cleanCommentText('  <b>好</b><script>alert(1)</script> a < b & c ')).toBe('好 a &lt; b &amp; c');
    expect(cleanCommentText('<img src=x onerror=alert(1)>')).toBe('');
  });
});
