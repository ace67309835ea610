import { beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';

const API = '/backend/api/v1';

/** A new announcement becomes one message per member, in one statement and one transaction (issue 7). */
forEachDatabase((t) => {
  let editor: { token: string };
  let readers: MemberWithToken[];
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, editor.token, body);
  const notesOf = (userId: number, url: string) =>
    t.db
      .selectFrom('notifications')
      .select(['type', 'message', 'url', 'read_at'])
      .where('user_id', '=', userId)
      .where('url', '=', url)
      .execute();
  const countAnnouncements = async () =>
    Number(
      (
        await t.db
          .selectFrom('announcements')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
    readers = [await createMemberWithToken(t), await createMemberWithToken(t)];
  });

  describe('announcement messages', () => {
    it('tells every unlocked member once, with a link to the announcement; an edit tells no one again', async () => {
      const locked = await createMember(t.db, { is_lock: 1 });
      const created = await call('POST', '/announcements', {
        title: '课程上新',
        announcement: '<p>新课</p>',
      });
      expect(created.code, created.message).toBe(0);
      const url = `/announcement?id=${created.data.id}`;
      for (const reader of readers) {
        expect(await notesOf(reader.user.id, url)).toEqual([
          { type: 'announcement', message: '新公告：课程上新', url, read_at: null },
        ]);
        const inbox = await t.get('/api/v2/member/messages?page_size=20', reader.headers);
        expect(inbox.data.data[0].data).toEqual({ message: '新公告：课程上新', url });
        expect((await t.get('/api/v2/member/unreadNotificationCount', reader.headers)).data).toBeGreaterThan(
          0,
        );
      }
      expect(await notesOf(locked.id, url)).toHaveLength(0);

      const edited = await call('PUT', `/announcements/${created.data.id}`, {
        title: '课程上新（更新）',
        announcement: '<p>更多新课</p>',
      });
      expect(edited.code, edited.message).toBe(0);
      for (const reader of readers) expect(await notesOf(reader.user.id, url)).toHaveLength(1);
      const total = await t.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('url', '=', url)
        .executeTakeFirstOrThrow();
      const members = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_lock', '=', 0)
        .executeTakeFirstOrThrow();
      expect(Number(total.n)).toBe(Number(members.n));
    });

    it('writes no announcement when the messages cannot be written (one transaction)', async () => {
      const before = await countAnnouncements();
      // Take the notifications table away for a moment so the INSERT … SELECT fails after the announcement.
      await t.db.schema.alterTable('notifications').renameTo('notifications_away').execute();
      try {
        const response = await t.inject({
          method: 'POST',
          url: `${API}/announcements`,
          headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ title: '不会出现', announcement: '<p>x</p>' }),
        });
        expect(response.json().code).not.toBe(0);
      } finally {
        await t.db.schema.alterTable('notifications_away').renameTo('notifications').execute();
      }
      expect(await countAnnouncements()).toBe(before);
      const stray = await t.db
        .selectFrom('announcements')
        .select('id')
        .where('title', '=', '不会出现')
        .executeTakeFirst();
      expect(stray).toBeUndefined();
    });
  });
});
