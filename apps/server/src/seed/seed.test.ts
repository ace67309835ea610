import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { DEFAULT_CONFIG_FUNC } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#core/db/connection';
import type { Database } from '#core/db/schema';
import {
  createTestApp,
  DATABASE_TARGETS,
  openTestDatabase,
  type TestApp,
  tagsOf,
} from '#test/helpers/test-app';
import { createCourse } from './factories/index';
import { DEFAULT_APP_CONFIG, seedDemo, seedEssentials } from './index';

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

for (const dialect of DATABASE_TARGETS) {
  describe(`${dialect}: seedEssentials`, tagsOf(dialect), () => {
    let opened: Awaited<ReturnType<typeof openTestDatabase>>;
    beforeAll(async () => {
      opened = await openTestDatabase(dialect);
    });
    afterAll(() => opened.close());

    it('has inserted every default key once; a second run inserts nothing', async () => {
      const db = opened.database.db;
      expect(await count(db, 'app_config')).toBe(Object.keys(DEFAULT_APP_CONFIG).length);
      expect(await seedEssentials(db)).toEqual({ inserted: [] });
      const func = await db
        .selectFrom('app_config')
        .select('value')
        .where('key', '=', 'func')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(func.value)).toEqual(DEFAULT_CONFIG_FUNC);
    });

    it('restores a missing key and never overwrites an edited one', async () => {
      const db = opened.database.db;
      await db.deleteFrom('app_config').where('key', '=', 'contact').execute();
      await db
        .updateTable('app_config')
        .set({ value: JSON.stringify('我的网校') })
        .where('key', '=', 'site.name')
        .execute();
      expect(await seedEssentials(db)).toEqual({ inserted: ['contact'] });
      const rows = await db
        .selectFrom('app_config')
        .select(['key', 'value'])
        .where('key', 'in', ['site.name', 'contact'])
        .execute();
      const values = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));
      expect(values['site.name']).toBe('我的网校');
      expect(values.contact.qrcodes).toHaveLength(2);
    });
  });

  describe(`${dialect}: seedDemo`, tagsOf(dialect), () => {
    let opened: Awaited<ReturnType<typeof openTestDatabase>>;
    let db: Kysely<Database>;
    let result: Awaited<ReturnType<typeof seedDemo>>;
    beforeAll(async () => {
      opened = await openTestDatabase(dialect);
      db = opened.database.db;
      result = await seedDemo(db, { dataDir: opened.dataDir });
    });
    afterAll(() => opened.close());

    it('reports what it created and the tables agree', async () => {
      expect(result.skipped).toBe(false);
      if (result.skipped) return;
      for (const [table, n] of Object.entries(result.counts)) {
        const name =
          (
            { chapters: 'course_chapters', attachments: 'course_attachments', members: 'users' } as Record<
              string,
              string
            >
          )[table] ?? table;
        expect(await count(db, name as keyof Database), table).toBe(n);
      }
    });

    it('creates the promised catalogue', async () => {
      expect(await count(db, 'courses')).toBeGreaterThanOrEqual(12);
      expect(await count(db, 'teachers')).toBeGreaterThanOrEqual(4);
      expect(await count(db, 'kechengs')).toBe(2);
      expect(await count(db, 'course_attachments')).toBeGreaterThanOrEqual(2);
      const courses = await db.selectFrom('courses').selectAll().execute();
      expect(courses.some((c) => c.is_free === 1)).toBe(true);
      expect(courses.some((c) => c.is_vip_free === 1)).toBe(true);
      expect(courses.some((c) => c.is_free === 0 && c.charge_fen > 0)).toBe(true);
      for (const course of courses) {
        const chapters = await db
          .selectFrom('course_chapters')
          .select('id')
          .where('course_id', '=', course.id)
          .execute();
        const videos = await db.selectFrom('videos').selectAll().where('course_id', '=', course.id).execute();
        expect(chapters.length, course.title).toBeGreaterThanOrEqual(2);
        expect(chapters.length, course.title).toBeLessThanOrEqual(3);
        expect(videos.length, course.title).toBeGreaterThanOrEqual(2);
        expect(videos.length, course.title).toBeLessThanOrEqual(5);
        expect(course.render_desc).toMatch(/<h2>[\s\S]*<ul>[\s\S]*\$\$[\s\S]*<pre><code/);
        // Every stored media path exists in the copied storage; videos are private (DATA_DIR/media, issue 6).
        expect(existsSync(join(opened.dataDir, course.thumb)), course.thumb).toBe(true);
        for (const { url } of videos) {
          expect(existsSync(join(opened.dataDir, 'media', url)), url).toBe(true);
          expect(existsSync(join(opened.dataDir, 'storage', url)), url).toBe(false);
        }
      }
      const videos = await db.selectFrom('videos').selectAll().execute();
      expect(videos.some((v) => v.free_seconds > 0)).toBe(true);
      expect(videos.some((v) => v.ban_drag === 1)).toBe(true);
      const attachments = await db.selectFrom('course_attachments').select('path').execute();
      for (const { path } of attachments) expect(existsSync(join(opened.dataDir, path)), path).toBe(true);
    });

    it('captions the first lesson of each free course in English and Chinese, from private files', async () => {
      const free = await db.selectFrom('courses').select('id').where('is_free', '=', 1).execute();
      const captions = await db
        .selectFrom('video_captions as c')
        .innerJoin('videos as v', 'v.id', 'c.video_id')
        .select(['c.lang', 'c.label', 'c.path', 'c.size', 'v.course_id'])
        .execute();
      expect(captions).toHaveLength(free.length * 2);
      expect(new Set(captions.map((c) => c.course_id))).toEqual(new Set(free.map((c) => c.id)));
      expect(new Set(captions.map((c) => `${c.lang} ${c.label}`))).toEqual(
        new Set(['en English', 'zh-CN 中文']),
      );
      for (const { path, size } of captions) {
        const file = join(opened.dataDir, 'media', path);
        expect(readFileSync(file, 'utf8').startsWith('WEBVTT'), path).toBe(true);
        expect(Number(size)).toBe(statSync(file).size);
        expect(existsSync(join(opened.dataDir, 'storage', 'demo', 'captions')), path).toBe(false);
      }
    });

    it('creates categories with at least 6 special ones of both types and three article categories', async () => {
      const categories = await db.selectFrom('categories').selectAll().execute();
      const special = categories.filter((c) => c.is_special === 1);
      expect(special.length).toBeGreaterThanOrEqual(7);
      expect(new Set(special.map((c) => c.type))).toEqual(new Set(['course', 'activate']));
      expect(categories.filter((c) => c.type === 'article')).toHaveLength(3);
      expect(categories.some((c) => c.type === 'course' && c.parent_id > 0)).toBe(true);
      expect(categories.every((c) => c.type === 'article' || c.name_en !== '')).toBe(true);
    });

    it('creates offline courses, articles, announcements, slides, navs, links and roles', async () => {
      expect(await count(db, 'activates')).toBeGreaterThanOrEqual(6);
      expect(await count(db, 'articles')).toBeGreaterThanOrEqual(8);
      expect(await count(db, 'announcements')).toBe(5);
      expect(await count(db, 'links')).toBeGreaterThanOrEqual(2);
      expect(await count(db, 'roles')).toBe(2);
      const sliders = await db.selectFrom('sliders').select('platform').execute();
      expect(sliders.filter((s) => s.platform === 'PC')).toHaveLength(3);
      expect(sliders.filter((s) => s.platform === 'H5')).toHaveLength(2);
      const navs = await db.selectFrom('navs').selectAll().execute();
      expect(navs.filter((n) => n.platform === 'PC').map((n) => n.name)).toEqual(
        expect.arrayContaining(['首页', '在线课程', '线下课程', '文章', '关于我们']),
      );
      expect(navs.some((n) => n.platform === 'PC' && n.blank === 1 && n.url.startsWith('https://'))).toBe(
        true,
      );
      expect(navs.some((n) => n.platform === 'h5')).toBe(true);
    });

    it('creates home blocks for both platforms', async () => {
      const blocks = await db.selectFrom('view_blocks').selectAll().orderBy('sort').execute();
      const pc = blocks.filter((b) => b.page === 'pc-page-index');
      expect(pc.map((b) => b.sign)).toEqual([
        'pc-vod-v1',
        'pc-vod-v1',
        'code',
        'pc-activate-v1',
        'pc-article-v1',
      ]);
      expect(JSON.parse(pc[0].config)).toMatchObject({ title: '推荐课程' });
      expect(JSON.parse(pc[0].config).items).toHaveLength(8);
      expect(JSON.parse(pc[1].config).title).toBe('免费好课');
      expect(blocks.some((b) => b.page === 'h5-page-index' && b.sign === 'h5-vod-v1')).toBe(true);
    });

    it('creates the demo member and admin with argon2 passwords', async () => {
      const member = await db
        .selectFrom('users')
        .selectAll()
        .where('mobile', '=', '13800000000')
        .executeTakeFirstOrThrow();
      expect(member.nick_name).toBe('书院学员');
      expect(await verify(member.password, 'shuyuan123')).toBe(true);
      const admin = await db
        .selectFrom('administrators')
        .selectAll()
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(admin.role).toBe('super');
      expect(await verify(admin.password, 'shuyuan123')).toBe(true);
    });

    it('points the empty logo settings at the demo logo', async () => {
      const logo = await db
        .selectFrom('app_config')
        .select('value')
        .where('key', '=', 'site.logo')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(logo.value)).toBe('/storage/demo/logo.svg');
    });

    it('is skipped once courses exist', async () => {
      const before = await count(db, 'courses');
      expect(await seedDemo(db, { dataDir: opened.dataDir })).toEqual({
        skipped: true,
        reason: 'the database already has courses',
      });
      expect(await count(db, 'courses')).toBe(before);
    });
  });

  describe(`${dialect}: seedDemo guards`, tagsOf(dialect), () => {
    let opened: Awaited<ReturnType<typeof openTestDatabase>>;
    beforeAll(async () => {
      opened = await openTestDatabase(dialect);
    });
    afterAll(() => opened.close());

    it('does nothing when a single course already exists', async () => {
      await createCourse(opened.database.db);
      expect((await seedDemo(opened.database.db, { dataDir: opened.dataDir })).skipped).toBe(true);
      expect(await count(opened.database.db, 'users')).toBe(0);
    });

    it('refuses to run in production', async () => {
      const previous = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await expect(seedDemo(opened.database.db, { dataDir: opened.dataDir })).rejects.toThrow(/production/);
      } finally {
        process.env.NODE_ENV = previous;
      }
    });
  });

  if (dialect === 'postgres') {
    // (On SQLite the same race is between processes, each transaction beginning immediate; the
    // two-process start-up test covers it, since two connections in one thread would deadlock.)
    describe('postgres: seedDemo race', tagsOf(dialect), () => {
      it('seeds once when two connections start seeding an empty database together', async () => {
        const opened = await openTestDatabase(dialect);
        const second = await openDatabase({ databaseUrl: opened.url, dataDir: opened.dataDir });
        try {
          const results = await Promise.all([
            seedDemo(opened.database.db, { dataDir: opened.dataDir }),
            seedDemo(second.db, { dataDir: opened.dataDir }),
          ]);
          expect(results.filter((r) => !r.skipped)).toHaveLength(1);
          // The demo member and the demo teaching assistant who answers a comment.
          expect(await count(opened.database.db, 'users')).toBe(2);
        } finally {
          await second.close();
          await opened.close();
        }
      });
    });
  }

  describe(`${dialect}: demo site through the API`, tagsOf(dialect), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { demo: true });
    });
    afterAll(() => t.close());

    it('lists the demo courses and renders the home blocks with 8 recommended courses', async () => {
      const courses = await t.get('/api/v2/courses');
      expect(courses.data.total).toBe(await count(t.db, 'courses'));
      const blocks = await t.get('/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index');
      expect(blocks.data[0].config_render.items).toHaveLength(8);
      expect(blocks.data[2].config_render.html).toContain('开通年度会员');
      expect(blocks.data[3]).toMatchObject({ sign: 'pc-activate-v1', config_render: { title: '线下课程' } });
      expect(blocks.data[3].config_render.items.length).toBeGreaterThan(0);
      expect(blocks.data[4].config_render.items).toHaveLength(6);
      const comments = await t.get(`/api/v3/comments?rt=1&rid=${courses.data.data[0].id}`);
      expect(comments.code).toBe(0);
      expect((await t.get('/api/v2/sliders?platform=PC')).data).toHaveLength(3);
      expect((await t.get('/api/v2/announcement/latest')).data.title).toBe('新课上线：Vue 3 从入门到实战');
    });
  });
}
