import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { adminOfRole, lastAudit } from '#test/helpers/admin';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';
import { commentFixtures } from './testing/comment-fixtures';

/*
 * Comment moderation in the console (issue 20): the list and its filters, approving, rejecting and deleting
 * one or many, and publishing without review (comments-refusals.test.ts: who may not, and bad input).
 */

forEachDatabase((t) => {
  let editor: { token: string };
  let support: { token: string };
  let member: MemberWithToken;
  let other: MemberWithToken;
  const { as, ids, comment, guestList } = commentFixtures(t);

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
    support = await adminOfRole(t, 'support');
    member = await createMemberWithToken(t, { nick_name: '评论会员' });
    other = await createMemberWithToken(t, { nick_name: '另一会员' });
  });

  describe('list', () => {
    it('filters by state, course (its videos too) and member, newest first, with paging', async () => {
      const course = await createCourse(t.db, { title: '审核筛选课', is_show: 1 });
      const video = await createVideo(t.db, { course_id: course.id, title: '审核筛选视频' });
      const elsewhere = await createCourse(t.db, { is_show: 1 });
      const a = await comment(member, 1, course.id, '课程评论一');
      const b = await comment(other, 2, video.id, '视频评论二');
      const c = await comment(member, 1, course.id, '课程评论三');
      const d = await comment(member, 1, elsewhere.id, '别处评论');

      const byCourse = await as(editor)('GET', `/comments?course_id=${course.id}`);
      expect(byCourse.data.total).toBe(3);
      expect(ids(byCourse)).toEqual([c, b, a]);
      expect(byCourse.data.data[1]).toMatchObject({
        rt: 2,
        rid: video.id,
        is_check: 0,
        content: '视频评论二',
        user_id: other.user.id,
        user_nick_name: '另一会员',
        course_id: course.id,
        course_title: '审核筛选课',
        video_title: '审核筛选视频',
      });
      expect(byCourse.data.data[0]).toMatchObject({ course_title: '审核筛选课', video_title: '' });

      const mine = await as(editor)('GET', `/comments?course_id=${course.id}&user_id=${member.user.id}`);
      expect(ids(mine)).toEqual([c, a]);
      const memberAll = await as(editor)('GET', `/comments?user_id=${member.user.id}&is_check=0`);
      expect(ids(memberAll)).toEqual(expect.arrayContaining([a, c, d]));

      const page2 = await as(editor)('GET', `/comments?course_id=${course.id}&size=2&page=2`);
      expect(page2.data.total).toBe(3);
      expect(ids(page2)).toEqual([a]);

      expect((await as(editor)('POST', '/comments/review', { ids: [a], is_check: 1 })).code).toBe(0);
      const approved = await as(editor)('GET', `/comments?course_id=${course.id}&is_check=1`);
      expect(ids(approved)).toEqual([a]);
      const waiting = await as(editor)('GET', `/comments?course_id=${course.id}&is_check=0`);
      expect(ids(waiting)).toEqual([c, b]);
    });
  });

  describe('review', () => {
    it('approves one comment: a guest sees its text at once (the cached list is dropped); audited', async () => {
      const course = await createCourse(t.db, { is_show: 1 });
      const id = await comment(member, 1, course.id, '等待审核的评论');
      // The guest's read fills the cache with the waiting comment, shown without its text.
      expect((await guestList(1, course.id)).data[0]).toMatchObject({
        id: String(id),
        is_check: 0,
        content: '',
      });

      expect((await as(editor)('POST', '/comments/review', { ids: [id], is_check: 1 })).code).toBe(0);
      expect((await guestList(1, course.id)).data[0]).toMatchObject({
        id: String(id),
        is_check: 1,
        content: '等待审核的评论',
      });
      expect(await lastAudit(t, 'comment.approve')).toMatchObject({
        target: `comment:${id}`,
        before: [{ id, is_check: 0 }],
        after: [{ id, is_check: 1 }],
      });
    });

    it('rejects and approves in bulk: rejected comments leave the storefront, replies and counts too', async () => {
      const course = await createCourse(t.db, { is_show: 1 });
      const video = await createVideo(t.db, { course_id: course.id });
      const top = await comment(member, 1, course.id, '顶层');
      await as(editor)('POST', '/comments/review', { ids: [top], is_check: 1 });
      const r1 = await comment(other, 1, course.id, '回复一', top);
      const r2 = await comment(other, 1, course.id, '回复二', top);
      const onVideo = await comment(member, 2, video.id, '视频上的');
      expect((await guestList(1, course.id)).data[0].replies_count).toBe(2);
      expect((await guestList(2, video.id)).total).toBe(1);

      const res = await as(editor)('POST', '/comments/review', { ids: [r1, onVideo, r1], is_check: 2 });
      expect(res.code, res.message).toBe(0);
      const course1 = await guestList(1, course.id);
      expect(course1.data[0].replies_count).toBe(1);
      expect(course1.data[0].replies.map((r) => r.id)).toEqual([String(r2)]);
      expect(await guestList(2, video.id)).toEqual({ total: 0, data: [] });
      const replies = await t.get(`/api/v3/comments/replies?rt=1&rid=${course.id}&parent_id=${top}`);
      expect(replies.data.total).toBe(1);
      expect(await lastAudit(t, 'comment.reject')).toMatchObject({ target: `comment:${r1},${onVideo}` });

      // A reply to a rejected comment is refused, as one to a missing comment is.
      expect(
        (
          await t.post(
            '/api/v3/comment/store',
            { rt: 2, rid: video.id, content: '回', parent_id: onVideo },
            member.headers,
          )
        ).code,
      ).not.toBe(0);

      expect(
        (await as(editor)('POST', '/comments/review', { ids: [r1, r2, onVideo], is_check: 1 })).code,
      ).toBe(0);
      expect((await guestList(1, course.id)).data[0].replies_count).toBe(2);
      expect((await guestList(2, video.id)).data[0]).toMatchObject({
        id: String(onVideo),
        content: '视频上的',
      });
    });
  });

  describe('delete', () => {
    it('deletes one or many comments with their replies; the storefront lists them no more; audited', async () => {
      const course = await createCourse(t.db, { is_show: 1 });
      const top = await comment(member, 1, course.id, '将被删除');
      await as(editor)('POST', '/comments/review', { ids: [top], is_check: 1 });
      const reply = await comment(other, 1, course.id, '它的回复', top);
      const x = await comment(member, 1, course.id, '批量一');
      const y = await comment(other, 1, course.id, '批量二');
      const keep = await comment(other, 1, course.id, '留下');
      expect((await guestList(1, course.id)).total).toBe(4);

      expect((await as(editor)('POST', '/comments/delete', { ids: [top] })).code).toBe(0);
      const stored = await t.db.selectFrom('comments').select('id').where('id', 'in', [top, reply]).execute();
      expect(stored).toEqual([]);
      expect(await lastAudit(t, 'comment.delete')).toMatchObject({
        target: `comment:${top}`,
        before: [{ id: top, user_id: member.user.id, content: '将被删除' }],
        after: { replies_deleted: 1 },
      });

      expect((await as(editor)('POST', '/comments/delete', { ids: [x, y] })).code).toBe(0);
      const left = await guestList(1, course.id);
      expect(left.total).toBe(1);
      expect(left.data.map((c) => c.id)).toEqual([String(keep)]);
    });
  });

  describe('publishing without review', () => {
    it('is off by default; on, a new comment is approved at once; the dashboard counts the waiting ones', async () => {
      const root = await adminOfRole(t, 'super');
      const course = await createCourse(t.db, { is_show: 1 });
      const settings = await as(root)('GET', '/settings');
      expect(settings.data.values['comment.publish_without_review']).not.toBe(true);
      const dash = async () =>
        (await as(support)('GET', '/dashboard')).data.totals.comments_pending as number;
      const before = await dash();

      const poster = await createMemberWithToken(t);
      const post = (content: string) =>
        t.post('/api/v3/comment/store', { rt: 1, rid: course.id, content }, poster.headers);
      const waiting = (await post('默认须审核')).data.id;
      expect(await dash()).toBe(before + 1);
      expect((await guestList(1, course.id)).data[0]).toMatchObject({
        id: waiting,
        is_check: 0,
        content: '',
      });

      const on = await as(root)('PUT', '/settings', { values: { 'comment.publish_without_review': true } });
      expect(on.code, on.message).toBe(0);
      const at = await post('免审核发布');
      expect(at.data).toMatchObject({ is_check: 1, content: '免审核发布' });
      expect((await guestList(1, course.id)).data[0]).toMatchObject({
        id: at.data.id,
        content: '免审核发布',
      });
      expect(await dash()).toBe(before + 1);

      expect(
        (await as(root)('PUT', '/settings', { values: { 'comment.publish_without_review': false } })).code,
      ).toBe(0);
      expect((await post('又须审核')).data).toMatchObject({ is_check: 0, content: '' });
      expect(await dash()).toBe(before + 2);
      expect(
        (await as(root)('PUT', '/settings', { values: { 'comment.publish_without_review': 'yes' } })).code,
      ).not.toBe(0);
    });
  });
});
