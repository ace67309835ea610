import { beforeAll, describe, expect, it } from 'vitest';
import { issueAdminToken } from '#core/auth/admin-guard';
import { adminCall, adminOfRole, lastAudit, solveAdminCaptcha } from '#test/helpers/admin';
import { forEachDatabase } from '#test/helpers/test-app';

const API = '/backend/api/v1';

forEachDatabase((t) => {
  let root: { id: number; token: string };
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, root.token, body);
  /** Asks for a new administrator named x; answers the envelope. */
  const tryCreate = (username: string, role: string, password: string) =>
    call('POST', '/administrators', { username, name: 'x', role, password });
  const login = async (username: string, password: string) =>
    adminCall(t, 'POST', `${API}/login`, undefined, { username, password, ...(await solveAdminCaptcha(t)) });

  beforeAll(async () => {
    root = await adminOfRole(t, 'super');
  });

  describe('administrator accounts', () => {
    it('creates an editor who can log in, keeps the password out of the log, locks them out', async () => {
      const created = await call('POST', '/administrators', {
        username: 'ed-wang',
        name: '王编辑',
        role: 'editor',
        password: 'editor-pass-1',
      });
      expect(created.code).toBe(0);
      const log = await lastAudit(t, 'admin.create');
      expect(log?.after).toMatchObject({ username: 'ed-wang', role: 'editor' });
      expect(log?.after_json).not.toContain('editor-pass-1');

      const session = await login('ed-wang', 'editor-pass-1');
      expect(session.data.admin.permissions).toEqual(['dashboard.view', 'content.manage']);
      expect(
        (await call('GET', '/administrators')).data.map((a: { username: string }) => a.username),
      ).toContain('ed-wang');

      const id = created.data.id as number;
      expect(
        (
          await call('PUT', `/administrators/${id}`, {
            name: '王编辑',
            role: 'finance',
            is_locked: true,
            password: 'new-pass-22',
          })
        ).code,
      ).toBe(0);
      const update = await lastAudit(t, 'admin.update');
      expect(update).toMatchObject({
        before: { role: 'editor', is_locked: false },
        after: { role: 'finance', is_locked: true, password: '******' },
      });
      // The token issued before the lock dies with it.
      expect((await adminCall(t, 'GET', `${API}/me`, session.data.token)).code).toBe(401);
      expect((await login('ed-wang', 'new-pass-22')).message).toBe('账号已被锁定');
    });

    it("ends an administrator's sessions when the super admin resets the password", async () => {
      const editor = await adminOfRole(t, 'editor');
      const second = await login(editor.username, 'shuyuan123');
      expect((await adminCall(t, 'GET', `${API}/me`, editor.token)).code).toBe(0);
      const reset = await call('PUT', `/administrators/${editor.id}`, {
        name: 'x',
        role: 'editor',
        is_locked: false,
        password: 'reset-pass-33',
      });
      expect(reset.code, reset.message).toBe(0);
      for (const token of [editor.token, second.data.token])
        expect((await adminCall(t, 'GET', `${API}/me`, token)).code).toBe(401);
      expect((await login(editor.username, 'reset-pass-33')).code).toBe(0);
    });

    it('keeps the session that changed its own password and ends the others', async () => {
      const me = await adminOfRole(t, 'super');
      const elsewhere = (await issueAdminToken(t.app, me.id)).token;
      const changed = await adminCall(t, 'PUT', `${API}/administrators/${me.id}`, me.token, {
        name: 'me',
        role: 'super',
        is_locked: false,
        password: 'my-new-pass-44',
      });
      expect(changed.code, changed.message).toBe(0);
      expect((await adminCall(t, 'GET', `${API}/me`, me.token)).data.id).toBe(me.id);
      expect((await adminCall(t, 'GET', `${API}/me`, elsewhere)).code).toBe(401);
    });

    it('refuses a taken name, weak passwords, and locking or demoting oneself', async () => {
      expect(await tryCreate('ed-wang', 'editor', 'longenough')).toMatchObject({
        code: 1,
        message: '用户名已存在',
      });
      expect(await tryCreate('new-one', 'editor', 'short')).toMatchObject({
        code: 1,
        message: '密码至少8位',
      });
      expect(await tryCreate('bad name', 'editor', 'longenough')).toMatchObject({ code: 1 });
      expect(await tryCreate('new-two', 'god', 'longenough')).toMatchObject({ code: 1, message: '角色错误' });
      expect(
        await call('PUT', `/administrators/${root.id}`, { name: 'me', role: 'super', is_locked: true }),
      ).toMatchObject({ code: 1, message: '不能锁定自己或修改自己的角色' });
      expect(await call('PUT', `/administrators/${root.id}`, { name: 'me', role: 'editor' })).toMatchObject({
        code: 1,
      });
      expect(
        (await call('PUT', `/administrators/${root.id}`, { name: '根管理员', role: 'super' })).code,
      ).toBe(0);
      expect((await call('PUT', '/administrators/987654', { name: 'x', role: 'editor' })).code).toBe(404);
    });
  });
});
