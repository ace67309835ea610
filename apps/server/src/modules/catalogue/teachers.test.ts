import { describe, expect, it } from 'vitest';
import { addCourseTeacher, createCourse, createTeacher } from '#seed/factories/index';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';

forEachDatabase((t) => {
  const ids = seedOnce(t, async (db, now) => {
    const teacher = await createTeacher(db, { name: '王老师', name_en: 'Ms Wang', title: '高级讲师' });
    const older = await createCourse(db, { title: '旧课', published_at: now - 5_000_000 });
    const newer = await createCourse(db, { title: '新课', published_at: now - 1_000 });
    const hidden = await createCourse(db, { title: '下架课', is_show: 0 });
    for (const c of [older, newer, hidden]) await addCourseTeacher(db, c.id, teacher.id);
    return { teacher: teacher.id, older: older.id, newer: newer.id };
  });

  describe('GET /api/v2/teacher/{id}', () => {
    it('gives the teacher and their visible courses, newest first', async () => {
      const res = await t.get(`/api/v2/teacher/${ids.teacher}`);
      expect(res.code, res.message).toBe(0);
      expect(res.data.teacher).toMatchObject({ id: ids.teacher, name: '王老师', name_en: 'Ms Wang' });
      expect(res.data.courses.map((c: { id: number }) => c.id)).toEqual([ids.newer, ids.older]);
    });

    it('answers not found for an unknown teacher, and a bad id is no server error', async () => {
      expect(await t.get('/api/v2/teacher/999999')).toEqual({
        code: 404,
        message: expect.any(String),
        data: [],
      });
      const bad = await t.inject('/api/v2/teacher/abc');
      expect(bad.statusCode).toBeLessThan(500);
    });
  });
});
