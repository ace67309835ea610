import { afterEach, describe, expect, it } from 'vitest';
import { setFeatureSwitches } from '#test/helpers/app-config';
import { forEachDatabase } from '#test/helpers/test-app';
import { learner } from './testing/learner';

/* The cert switch (decision 031): off, no certificate is issued, shown or verified. */
forEachDatabase((t) => {
  const { ownedCourse, watchThrough } = learner(t);
  afterEach(() => setFeatureSwitches(t.db, { cert: true }));

  const certificates = (userId: number) =>
    t.db.selectFrom('course_certificates').select('code').where('user_id', '=', userId).execute();

  describe('cert switch', () => {
    it('issues none while off, refuses the calls, and issues it once switched on', async () => {
      await setFeatureSwitches(t.db, { cert: false });
      const { m, courseId, videos } = await ownedCourse(1, 10);
      await watchThrough(m, videos[0] as number, 10);
      // The course is finished (its message is sent), but no certificate exists.
      const record = await t.db
        .selectFrom('course_user_records')
        .select('is_watched')
        .where('user_id', '=', m.user.id)
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow();
      expect(record.is_watched).toBe(1);
      expect(await certificates(m.user.id)).toEqual([]);

      const off = { code: 403, message: '证书功能未开启', data: [] };
      expect(await t.get(`/api/v3/member/certificate/${courseId}`, m.headers)).toEqual(off);
      expect(await t.get('/api/v3/certificate/ABCDEFGHJKMNPQRS')).toEqual(off);

      await setFeatureSwitches(t.db, { cert: true });
      const mine = await t.get(`/api/v3/member/certificate/${courseId}`, m.headers);
      expect(mine.code, mine.message).toBe(0);
      expect(await certificates(m.user.id)).toHaveLength(1);

      // Switched off again: the verification page says so instead of showing the certificate.
      await setFeatureSwitches(t.db, { cert: false });
      const page = await t.inject(new URL(mine.data.url).pathname);
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain('证书功能未开启');
      expect(page.body).not.toContain(m.user.nick_name);
      expect(await t.get(`/api/v3/certificate/${mine.data.code}`)).toEqual(off);
    });
  });
});
