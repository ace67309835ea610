import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createTeacher } from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';

const API = '/backend/api/v1';

forEachDatabase((t) => {
  let editor: { id: number; token: string };
  let categoryId = 0;
  let teacherId = 0;
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, editor.token, body);

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
    categoryId = (await createCategory(t.db, { type: 'course', name: '后端' })).id;
    teacherId = (await createTeacher(t.db, { name: '李老师' })).id;
  });

  const input = (over: Record<string, unknown> = {}) => ({
    title: '深入 Kysely',
    category_id: categoryId,
    thumb: '/storage/media/cover.png',
    charge: 99.9,
    is_vip_free: true,
    short_description: '类型安全的 SQL',
    original_desc: '# 介绍\n\n公式 $a_1+b_1$\n\n```ts\nconst x = 1;\n```\n\n<script>alert(1)</script>',
    teacher_ids: [teacherId],
    ...over,
  });

  describe('courses', () => {
    it('creates a hidden course, audits it, shows it on the storefront only once published', async () => {
      // Warm the storefront cache first: the publish must drop it.
      const before = await t.get('/api/v2/courses?page_size=50');
      const created = await call('POST', '/courses', input());
      expect(created.code).toBe(0);
      const id = created.data.id as number;

      const row = await readRow(t.db, 'courses', { id: id });
      expect(row).toMatchObject({ charge_fen: 9990, is_vip_free: 1, is_show: 0, category_id: categoryId });
      expect(row.render_desc).toContain('<h1>介绍</h1>');
      expect(row.render_desc).toContain('$a_1+b_1$');
      expect(row.render_desc).toContain('<code class="language-ts">');
      expect(row.render_desc).not.toContain('<script');

      const log = await lastAudit(t, 'course.create');
      expect(log).toMatchObject({ admin_id: editor.id, target: `course:${id}`, before: null });
      expect(log?.after).toMatchObject({ title: '深入 Kysely', charge_fen: 9990, teacher_ids: [teacherId] });

      const hidden = await t.get('/api/v2/courses?page_size=50');
      expect(hidden.data.total).toBe(before.data.total);

      expect((await call('POST', `/courses/${id}/publish`, { is_show: true })).code).toBe(0);
      const shown = await t.get('/api/v2/courses?page_size=50');
      expect(shown.data.data.map((c: { id: number }) => c.id)).toContain(id);
      expect(await lastAudit(t, 'course.publish')).toMatchObject({
        target: `course:${id}`,
        before: { is_show: 0 },
        after: { is_show: 1 },
      });

      const detail = await call('GET', `/courses/${id}`);
      expect(detail.data).toMatchObject({
        id,
        charge: 99.9,
        is_show: true,
        teacher_ids: [teacherId],
        category_name: '后端',
      });
      const list = await call('GET', '/courses?keywords=Kysely&is_show=1');
      expect(list.data.data.map((c: { id: number }) => c.id)).toEqual([id]);
      expect(list.data.data[0]).toMatchObject({ charge: 99.9, video_count: 0 });
    });

    it('updates with before/after in the audit log and the storefront detail follows at once', async () => {
      const id = (await call('POST', '/courses', input({ is_show: true }))).data.id as number;
      expect((await t.get(`/api/v2/course/${id}`)).data.course.title).toBe('深入 Kysely');
      expect(
        (
          await call(
            'PUT',
            `/courses/${id}`,
            input({ title: '深入 Kysely 第二版', charge: 0, is_free: true, is_show: true }),
          )
        ).code,
      ).toBe(0);
      expect((await t.get(`/api/v2/course/${id}`)).data.course.title).toBe('深入 Kysely 第二版');
      const log = await lastAudit(t, 'course.update');
      expect(log?.before).toMatchObject({ title: '深入 Kysely', charge_fen: 9990 });
      expect(log?.after).toMatchObject({ title: '深入 Kysely 第二版', charge_fen: 0, is_free: 1 });

      expect((await call('DELETE', `/courses/${id}`)).code).toBe(0);
      expect((await call('GET', `/courses/${id}`)).code).toBe(404);
      expect((await t.get(`/api/v2/course/${id}`)).code).not.toBe(0);
      expect(await lastAudit(t, 'course.delete')).toMatchObject({ target: `course:${id}`, after: null });
    });

    it('refuses bad input with a message, never a server error', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '' }, '请输入课程名'],
        [{ title: 'a\u0000b' }, '课程名含有非法字符'],
        [{ charge: -1 }, '价格不能为负'],
        [{ charge: 1.234 }, '价格最多两位小数'],
        [{ thumb: 'javascript:alert(1)' }, '封面须为 http(s) 地址或本站 /storage/ 路径'],
        [{ thumb: '/storage/../etc/passwd' }, '封面格式错误'],
        [{ category_id: 987654 }, '课程分类不存在'],
        // A course is never saved without a category (a new one, or an edit that clears it).
        [{ category_id: 0 }, '请选择课程分类'],
        [{ category_id: undefined }, '请选择课程分类'],
        [{ category_id: 'x' }, '请选择课程分类'],
        [{ teacher_ids: [987654] }, '讲师不存在'],
        [{ is_show: 'yes' }, '开关须为 true 或 false'],
      ];
      for (const [over, message] of cases) {
        expect(await call('POST', '/courses', input(over)), JSON.stringify(over)).toMatchObject({
          code: 1,
          message,
        });
      }
      expect((await call('PUT', '/courses/987654', input())).code).toBe(404);
      const created = await call('POST', '/courses', input());
      expect(await call('PUT', `/courses/${created.data.id}`, input({ category_id: 0 }))).toMatchObject({
        code: 1,
        message: '请选择课程分类',
      });
      expect((await call('GET', '/courses?keywords=%00')).code).toBe(1);
      // LIKE wildcards in the search box are literal.
      expect((await call('GET', '/courses?keywords=%25')).data.total).toBe(0);
    });

    it('previews Markdown with the same renderer as saving', async () => {
      const answer = await call('POST', '/markdown/preview', {
        markdown: '**粗体** $$x^2$$ <img src=x onerror=alert(1)>',
      });
      expect(answer.data.html).toContain('<strong>粗体</strong>');
      expect(answer.data.html).toContain('$$x^2$$');
      expect(answer.data.html).not.toContain('onerror');
    });

    it('offers course categories and teachers for the form', async () => {
      const options = await call('GET', '/course-options');
      expect(options.data.categories).toContainEqual({ id: categoryId, name: '后端' });
      expect(options.data.teachers).toContainEqual({ id: teacherId, name: '李老师' });
    });
  });

  describe('chapters and videos', () => {
    it('adds a chapter and a video with free_seconds and ban_drag, audited, visible on the storefront', async () => {
      const id = (await call('POST', '/courses', input({ is_show: true }))).data.id as number;
      const chapter = await call('POST', `/courses/${id}/chapters`, { title: '第一章', sort: 1 });
      expect(chapter.code).toBe(0);
      expect(await lastAudit(t, 'chapter.create')).toMatchObject({
        after: { title: '第一章', course_id: id },
      });

      const video = await call('POST', `/courses/${id}/videos`, {
        chapter_id: chapter.data.id,
        title: '1.1 安装',
        url: '/storage/media/a.mp4',
        duration: 300,
        free_seconds: 60,
        ban_drag: true,
        is_show: true,
      });
      expect(video.code).toBe(0);
      expect(await lastAudit(t, 'video.create')).toMatchObject({
        target: `video:${video.data.id}`,
        after: { free_seconds: 60, ban_drag: 1, chapter_id: chapter.data.id },
      });

      const detail = await call('GET', `/courses/${id}`);
      expect(detail.data.chapters).toHaveLength(1);
      expect(detail.data.chapters[0].videos[0]).toMatchObject({
        title: '1.1 安装',
        free_seconds: 60,
        ban_drag: true,
      });

      const store = await t.get(`/api/v2/course/${id}`);
      expect(store.data.chapters.map((c: { title: string }) => c.title)).toEqual(['第一章']);
      expect(store.data.videos[String(chapter.data.id)][0].title).toBe('1.1 安装');

      expect(
        (
          await call('PUT', `/videos/${video.data.id}`, {
            title: '1.1 安装与配置',
            duration: 300,
            free_seconds: 30,
            chapter_id: chapter.data.id,
            is_show: true,
          })
        ).code,
      ).toBe(0);
      const update = await lastAudit(t, 'video.update');
      expect(update?.before).toMatchObject({ title: '1.1 安装', free_seconds: 60 });
      expect(update?.after).toMatchObject({ title: '1.1 安装与配置', free_seconds: 30, ban_drag: 0 });

      expect(await call('DELETE', `/chapters/${chapter.data.id}`)).toMatchObject({
        code: 1,
        message: '该章节下还有视频，无法删除',
      });
      expect((await call('PUT', `/chapters/${chapter.data.id}`, { title: '第 1 章', sort: 2 })).code).toBe(0);
      expect(await lastAudit(t, 'chapter.update')).toMatchObject({
        before: { title: '第一章' },
        after: { title: '第 1 章' },
      });
      expect((await call('DELETE', `/videos/${video.data.id}`)).code).toBe(0);
      expect(await lastAudit(t, 'video.delete')).toMatchObject({ after: null });
      expect((await call('DELETE', `/chapters/${chapter.data.id}`)).code).toBe(0);
      expect(await lastAudit(t, 'chapter.delete')).toMatchObject({
        before: { title: '第 1 章' },
        after: null,
      });
    });

    it('refuses a chapter of another course, a preview longer than the video and bad numbers', async () => {
      const a = (await call('POST', '/courses', input())).data.id as number;
      const b = (await call('POST', '/courses', input())).data.id as number;
      const chapterOfB = (await call('POST', `/courses/${b}/chapters`, { title: 'B1' })).data.id as number;
      const base = { title: 'v', duration: 100 };
      expect(await call('POST', `/courses/${a}/videos`, { ...base, chapter_id: chapterOfB })).toMatchObject({
        code: 1,
        message: '章节不属于该课程',
      });
      expect(await call('POST', `/courses/${a}/videos`, { ...base, free_seconds: 101 })).toMatchObject({
        code: 1,
        message: '试看时长不能超过视频时长',
      });
      expect((await call('POST', `/courses/${a}/videos`, { ...base, duration: 'abc' })).code).toBe(1);
      expect((await call('POST', `/courses/${a}/videos`, { ...base, duration: 1.5 })).code).toBe(1);
      expect((await call('POST', '/courses/987654/videos', base)).code).toBe(404);
      expect((await call('POST', '/courses/987654/chapters', { title: 'x' })).code).toBe(404);
    });
  });
});
