import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithToken } from '#test/helpers/member';
import { postFromIp } from '#test/helpers/post-from-ip';
import { DATABASE_TARGETS, openTestDatabase, startAppOn, type TestApp } from '#test/helpers/test-app';

/*
 * Issue 18, point 2: on the default install (memory store) a restart empties the store. A logged-out or
 * displaced token must stay dead anyway: the database holds which logins are over.
 */
for (const dialect of DATABASE_TARGETS) {
  describe(dialect, () => {
    let opened: Awaited<ReturnType<typeof openTestDatabase>>;
    let running: TestApp | undefined;

    /** Stops the running app (its memory store goes with it) and starts a new one on the same database. */
    const restart = async () => {
      await running?.close();
      running = await startAppOn(opened);
      return running;
    };

    beforeAll(async () => {
      opened = await openTestDatabase(dialect);
    });
    afterAll(async () => {
      await running?.close();
      await opened?.close();
    });

    it('keeps a logged-out token refused after a restart, and the other login working', async () => {
      let t = await restart();
      const a = await createMemberWithToken(t);
      const other = await postFromIp(t)('/api/v2/login/password', {
        mobile: a.user.mobile,
        password: 'shuyuan123',
      });
      expect((await t.post('/api/v2/logout', {}, a.headers)).code).toBe(0);
      expect((await t.get('/api/v2/member/detail', a.headers)).code).toBe(401);

      t = await restart();
      expect(await t.get('/api/v2/member/detail', a.headers)).toEqual({
        code: 401,
        message: '请登录',
        data: [],
      });
      const otherHeaders = { authorization: `Bearer ${other.data.token}` };
      expect((await t.get('/api/v2/member/detail', otherHeaders)).data.id).toBe(a.user.id);
    });

    it('keeps a login displaced by the single-device rule out after a restart', async () => {
      await opened.database.db
        .insertInto('app_config')
        .values({ key: 'member.login_limit_rule', value: '3', is_private: 0, updated_at: Date.now() })
        .execute();
      try {
        let t = await restart();
        const first = await createMemberWithToken(t);
        const second = await postFromIp(t)('/api/v2/login/password', {
          mobile: first.user.mobile,
          password: 'shuyuan123',
        });
        const secondHeaders = { authorization: `Bearer ${second.data.token}` };
        expect((await t.get('/api/v2/member/detail', first.headers)).message).toBe('请重新登录');

        t = await restart();
        expect(await t.get('/api/v2/member/detail', first.headers)).toEqual({
          code: 401,
          message: '请重新登录',
          data: [],
        });
        expect((await t.get('/api/v2/member/detail', secondHeaders)).data.id).toBe(first.user.id);
      } finally {
        await opened.database.db
          .deleteFrom('app_config')
          .where('key', '=', 'member.login_limit_rule')
          .execute();
      }
    });
  });
}
