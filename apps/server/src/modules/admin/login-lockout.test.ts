import { describe, expect, it } from 'vitest';
import { createAdministrator } from '#seed/factories/index';
import { adminCall, solveAdminCaptcha } from '#test/helpers/admin';
import { forEachDatabaseAndStore } from '#test/helpers/test-app';
import { ADMIN_MAX_FAILURES, AdminMessage } from './service';

/** Issue 18, point 4: the admin login counts a try before it checks the password, on both stores. */
forEachDatabaseAndStore((t) => {
  const login = async (username: string, password: string, captcha?: Record<string, string>) =>
    adminCall(t, 'POST', '/backend/api/v1/login', undefined, {
      username,
      password,
      ...(captcha ?? (await solveAdminCaptcha(t))),
    });

  describe('admin login lockout', () => {
    it('evaluates no more than 5 of 40 concurrent guesses at one username; the right password then waits', async () => {
      const row = await createAdministrator(t.db, { role: 'support' });
      const captchas = await Promise.all(Array.from({ length: 40 }, () => solveAdminCaptcha(t)));
      const answers = await Promise.all(
        captchas.map((captcha, i) => login(row.username, `bad-guess-${i}`, captcha)),
      );
      const messages = answers.map((a) => a.message);
      expect(messages.filter((m) => m === AdminMessage.badCredentials)).toHaveLength(ADMIN_MAX_FAILURES);
      expect(messages.filter((m) => m === AdminMessage.tooManyFailures)).toHaveLength(
        40 - ADMIN_MAX_FAILURES,
      );
      expect((await login(row.username, 'shuyuan123')).message).toBe(AdminMessage.tooManyFailures);
      const failed = await t.db
        .selectFrom('admin_audit_logs')
        .select('id')
        .where('admin_id', '=', row.id)
        .where('action', '=', 'admin.login_failed')
        .execute();
      expect(failed).toHaveLength(ADMIN_MAX_FAILURES);
    });

    it('audits a failed login of an unknown name as of a known one, so timing does not tell names apart', async () => {
      const username = `nobody-${Date.now() % 1_000_000}`;
      expect((await login(username, 'whatever-1')).message).toBe(AdminMessage.badCredentials);
      const rows = await t.db
        .selectFrom('admin_audit_logs')
        .select(['admin_id', 'target'])
        .where('admin_username', '=', username)
        .where('action', '=', 'admin.login_failed')
        .execute();
      expect(rows).toEqual([{ admin_id: 0, target: '' }]);
    });
  });
});
