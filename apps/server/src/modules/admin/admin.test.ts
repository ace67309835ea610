import { verify } from '@node-rs/argon2';
import { type AdminRoleName, adminRoleCan, adminRoles, type Endpoint, endpoints } from '@shuyuan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FORBIDDEN_MESSAGE, issueAdminToken } from '#core/auth/admin-guard';
import { CAPTCHA_WRONG } from '#modules/auth';
import { createAdministrator } from '#seed/factories/index';
import { adminCall, solveAdminCaptcha } from '#test/helpers/admin';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { createSuperAdmin } from './create-admin';
import { ADMIN_MAX_FAILURES, AdminMessage } from './service';

const contractAdminEndpoints = endpoints.filter((e) => e.auth === 'admin');

forEachDatabase((t) => {
  const admins = {} as Record<AdminRoleName, { id: number; username: string }>;

  beforeAll(async () => {
    for (const role of adminRoles) {
      const row = await createAdministrator(t.db, { username: `h7-${role}`, role });
      admins[role] = { id: row.id, username: `h7-${role}` };
    }
  });

  /** Any admin route: the envelope, whatever the HTTP status the non-/api prefix maps it to. */
  const call = (method: string, url: string, token?: string, body?: unknown) =>
    adminCall(t, method, url, token, body);

  const login = async (username: string, password: string) =>
    call('POST', '/backend/api/v1/login', undefined, { username, password, ...(await solveAdminCaptcha(t)) });

  // An id no row has: the matrix must not change real rows (nor lock its own administrators).
  const urlOf = (path: string) => path.replace(/:(\w+)/g, '987654');

  describe('permission matrix', () => {
    /** What the server really mounted, so a route added without a contract entry is checked too. */
    let adminEndpoints: Endpoint[] = [];
    beforeAll(() => {
      adminEndpoints = [...t.app.registeredEndpoints.values()].filter((e) => e.auth === 'admin');
    });

    it('has every contract admin endpoint registered', () => {
      expect(adminEndpoints.length).toBeGreaterThanOrEqual(90);
      const registered = new Set(adminEndpoints.map((e) => e.id));
      for (const e of contractAdminEndpoints) expect(registered.has(e.id), e.id).toBe(true);
    });

    it('walks the course attachment and home block routes, as content.manage routes', () => {
      const walked = [
        'adminListAttachments',
        'adminCreateAttachment',
        'adminUpdateAttachment',
        'adminDeleteAttachment',
        'adminListBlocks',
        'adminCreateBlock',
        'adminUpdateBlock',
        'adminDeleteBlock',
        'adminSortBlocks',
      ];
      for (const id of walked) {
        const endpoint = adminEndpoints.find((e) => e.id === id);
        expect(endpoint?.permission, id).toBe('content.manage');
      }
    });

    it('rejects every admin route without a token, with a bogus token and with a member-style token', async () => {
      for (const e of adminEndpoints) {
        for (const token of [undefined, 'adm_nope', 'member-token']) {
          const answer = await call(e.method, urlOf(e.path), token, e.method === 'GET' ? undefined : {});
          expect(answer.code, `${e.id} with ${token}`).toBe(401);
        }
      }
    });

    it('lets each role through exactly the routes its permissions grant', async () => {
      for (const role of adminRoles) {
        for (const e of adminEndpoints) {
          // A fresh token per call: logout is one of the routes and revokes the token it is called with.
          const { token } = await issueAdminToken(t.app, admins[role].id);
          const answer = await call(e.method, urlOf(e.path), token, e.method === 'GET' ? undefined : {});
          const label = `${role} → ${e.id}`;
          if (adminRoleCan(role, e.permission)) {
            expect(answer.code, label).not.toBe(401);
            expect(answer.message, label).not.toBe(ADMIN_FORBIDDEN_MESSAGE);
          } else {
            expect(answer, label).toMatchObject({ code: 1, message: ADMIN_FORBIDDEN_MESSAGE });
          }
        }
      }
    });

    it('keeps the audit log to the super admin', () => {
      expect(adminRoleCan('super', 'audit.view')).toBe(true);
      for (const role of ['editor', 'finance', 'support'] as const)
        expect(adminRoleCan(role, 'audit.view')).toBe(false);
    });
  });

  describe('login, session and audit', () => {
    it('logs in, answers /me, writes the audit log, and logout revokes the token', async () => {
      const ok = await login('h7-editor', 'shuyuan123');
      expect(ok.code).toBe(0);
      expect(ok.data.token).toMatch(/^adm_/);
      expect(ok.data.admin).toMatchObject({
        username: 'h7-editor',
        role: 'editor',
        permissions: ['dashboard.view', 'content.manage'],
      });
      expect(ok.data.admin.last_login_at).toBeGreaterThan(0);

      const me = await call('GET', '/backend/api/v1/me', ok.data.token);
      expect(me).toMatchObject({ code: 0, data: { id: admins.editor.id, role: 'editor' } });

      expect((await call('POST', '/backend/api/v1/logout', ok.data.token)).code).toBe(0);
      expect((await call('GET', '/backend/api/v1/me', ok.data.token)).code).toBe(401);

      const superToken = (await issueAdminToken(t.app, admins.super.id)).token;
      const logs = await call('GET', `/backend/api/v1/audit-logs?admin_id=${admins.editor.id}`, superToken);
      expect(logs.code).toBe(0);
      const actions = logs.data.data.map((l: { action: string }) => l.action);
      expect(actions.slice(0, 2)).toEqual(['admin.logout', 'admin.login']);
      const entry = logs.data.data[1];
      expect(entry).toMatchObject({
        admin_id: admins.editor.id,
        admin_username: 'h7-editor',
        target: `admin:${admins.editor.id}`,
      });
      expect(entry.created_at).toBeGreaterThan(Date.now() - 60_000);
      expect(logs.data.total).toBeGreaterThanOrEqual(2);

      const filtered = await call('GET', '/backend/api/v1/audit-logs?action=admin.logout&size=1', superToken);
      expect(filtered.data.data).toHaveLength(1);
      expect(filtered.data.data[0].action).toBe('admin.logout');
    });

    it('answers the same message for an unknown user and a wrong password', async () => {
      expect(await login('nobody-here', 'whatever1')).toMatchObject({
        code: 1,
        message: AdminMessage.badCredentials,
      });
      expect(await login('h7-support', 'wrong-pass')).toMatchObject({
        code: 1,
        message: AdminMessage.badCredentials,
      });
    });

    it('locks the username after repeated failures, even for the right password', async () => {
      const row = await createAdministrator(t.db, { username: 'h7-victim', role: 'support' });
      for (let i = 0; i < ADMIN_MAX_FAILURES; i++) {
        expect((await login('h7-victim', `bad-${i}`)).message).toBe(AdminMessage.badCredentials);
      }
      expect(await login('h7-victim', 'shuyuan123')).toMatchObject({
        code: 1,
        message: AdminMessage.tooManyFailures,
      });
      const failed = await t.db
        .selectFrom('admin_audit_logs')
        .select('action')
        .where('admin_id', '=', row.id)
        .where('action', '=', 'admin.login_failed')
        .execute();
      expect(failed).toHaveLength(ADMIN_MAX_FAILURES);
    });

    it('rejects a locked administrator at login and on tokens issued before the lock', async () => {
      const row = await createAdministrator(t.db, { username: 'h7-locked', role: 'editor' });
      const { token } = await issueAdminToken(t.app, row.id);
      expect((await call('GET', '/backend/api/v1/me', token)).code).toBe(0);
      await t.db.updateTable('administrators').set({ is_locked: 1 }).where('id', '=', row.id).execute();
      expect((await call('GET', '/backend/api/v1/me', token)).code).toBe(401);
      expect(await login('h7-locked', 'shuyuan123')).toMatchObject({ code: 1, message: AdminMessage.locked });
    });

    it('refuses a wrong or reused captcha before checking the password', async () => {
      const captcha = await solveAdminCaptcha(t);
      const wrong = await call('POST', '/backend/api/v1/login', undefined, {
        username: 'h7-finance',
        password: 'shuyuan123',
        image_key: captcha.image_key,
        image_captcha: 'zzzz',
      });
      expect(wrong).toMatchObject({ code: 1, message: CAPTCHA_WRONG });
      // Used up by the wrong answer: the right one no longer opens it.
      const reused = await call('POST', '/backend/api/v1/login', undefined, {
        username: 'h7-finance',
        password: 'shuyuan123',
        ...captcha,
      });
      expect(reused).toMatchObject({ code: 1, message: CAPTCHA_WRONG });
      const fresh = await solveAdminCaptcha(t);
      expect(fresh.image_captcha).toMatch(/^[a-z0-9]{4}$/i);
      const ok = await call('POST', '/backend/api/v1/login', undefined, {
        username: 'h7-finance',
        password: 'shuyuan123',
        ...fresh,
      });
      expect(ok.code).toBe(0);
      // A captcha failure is no password failure: the lockout counter did not move.
      expect(await t.store.get('admin:login-fail:h7-finance')).toBeNull();
    });

    it('rejects bad login input with a Chinese message, not a server error', async () => {
      expect(await call('POST', '/backend/api/v1/login', undefined, {})).toMatchObject({
        code: 1,
        message: '请输入用户名,请输入密码,请输入图形验证码',
      });
      expect(
        await call('POST', '/backend/api/v1/login', undefined, {
          username: 'x'.repeat(65),
          password: 'p',
          ...(await solveAdminCaptcha(t)),
        }),
      ).toMatchObject({
        code: 1,
        message: '用户名过长',
      });
    });

    it('answers a NUL byte in the username with the envelope, never a server error', async () => {
      expect(await login('ad\u0000min', 'shuyuan123')).toMatchObject({
        code: 1,
        message: AdminMessage.badCredentials,
      });
      const superToken = (await issueAdminToken(t.app, admins.super.id)).token;
      expect((await call('GET', '/backend/api/v1/audit-logs?action=a%00b', superToken)).code).toBe(1);
    });

    it('keeps secrets out of the audit log', async () => {
      const { writeAudit } = await import('./audit');
      await writeAudit(t.app, admins.super, {
        action: 'test.secret',
        before: { password: 'p1', nested: { app_secret: 's' } },
        after: { name: 'n' },
      });
      const row = await t.db
        .selectFrom('admin_audit_logs')
        .selectAll()
        .where('action', '=', 'test.secret')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.before_json ?? 'null')).toEqual({
        password: '******',
        nested: { app_secret: '******' },
      });
      expect(JSON.parse(row.after_json ?? 'null')).toEqual({ name: 'n' });
    });
  });

  describe('admin:create', () => {
    it('creates a super admin who can log in, audits it, and refuses a taken or weak name/password', async () => {
      const { id } = await createSuperAdmin(t.db, 'h7-root', 'longenough1');
      const row = await readRow(t.db, 'administrators', { id: id });
      expect(row.role).toBe('super');
      expect(await verify(row.password, 'longenough1')).toBe(true);
      expect((await login('h7-root', 'longenough1')).code).toBe(0);
      const audit = await t.db
        .selectFrom('admin_audit_logs')
        .selectAll()
        .where('action', '=', 'admin.create_cli')
        .where('admin_id', '=', id)
        .execute();
      expect(audit).toHaveLength(1);
      await expect(createSuperAdmin(t.db, 'h7-root', 'longenough1')).rejects.toThrow('已存在');
      await expect(createSuperAdmin(t.db, 'h7-short', 'short')).rejects.toThrow('密码至少8位');
      await expect(createSuperAdmin(t.db, 'bad name!', 'longenough1')).rejects.toThrow('用户名');
    });
  });
});
