import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#core/db/connection';
import { migrateToLatest } from '#core/db/migrate';
import { migrations } from '#core/db/migrations/index';
import {
  createAttachment,
  createCourse,
  createMember,
  createOrderRow,
  createUserCourse,
  createVideo,
  createWatchRecord,
} from '#seed/factories/index';
import { seedEssentials } from '#seed/index';
import { bearer, httpClient } from '../helpers/http-client';
import { createPostgresDatabase } from '../helpers/postgres-database';
import { useProcessScope } from '../helpers/process-scope';
import { REPO_ROOT, type ServerProcess } from '../helpers/processes';
import { DATABASE_TARGETS, tagsOf } from '../helpers/test-app';

/*
 * Issue 17: `npm run backup` makes one archive of a running site (database and DATA_DIR files) and
 * `npm run restore` puts it back; a server started on the restored data serves the same site.
 */

const { dataDir, start } = useProcessScope('shuyuan-backup-');

/** Runs `npm run <script> -- <args>` as an operator would, with only the site's variables set. */
async function npmRun(script: string, args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? REPO_ROOT, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

const PICTURE = Buffer.from('a picture uploaded to public storage');
const ATTACHMENT = Buffer.from('%PDF-1.4 a private attachment');
const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1);

for (const dialect of DATABASE_TARGETS) {
  describe(`backup and restore (${dialect})`, tagsOf(dialect), () => {
    const dropDatabases: (() => Promise<void>)[] = [];
    const source = { dataDir: '', databaseUrl: '' };
    const target = { dataDir: '', databaseUrl: '' };
    const site = {} as {
      mobile: string;
      orderNo: string;
      courseId: number;
      videoId: number;
      attachmentId: number;
      token: string;
    };
    let archive = '';
    const entries: string[] = [];
    let restored: ServerProcess | undefined;

    /** The variables of a site: its DATA_DIR and, on PostgreSQL, its DATABASE_URL. */
    const envOf = (s: typeof source): Record<string, string> => ({
      DATA_DIR: s.dataDir,
      ...(s.databaseUrl ? { DATABASE_URL: s.databaseUrl } : {}),
    });

    async function newDatabase(template: boolean): Promise<string> {
      if (dialect === 'sqlite') return '';
      const created = await createPostgresDatabase(
        template ? { template: inject('postgresTemplate'), prefix: inject('postgresPrefix') } : {},
      );
      dropDatabases.push(created.drop);
      return created.url;
    }

    beforeAll(async () => {
      source.dataDir = dataDir();
      source.databaseUrl = await newDatabase(true);
      const database = await openDatabase(
        dialect === 'sqlite'
          ? { dataDir: source.dataDir }
          : { dataDir: source.dataDir, databaseUrl: source.databaseUrl },
      );
      try {
        await migrateToLatest(database.db);
        await seedEssentials(database.db);
        const db = database.db;
        const member = await createMember(db, { password: 'backup-pass-1' });
        const course = await createCourse(db, { charge_fen: 1990 });
        const video = await createVideo(db, { course_id: course.id, duration: 300 });
        const order = await createOrderRow(db, {
          user_id: member.id,
          goods_id: course.id,
          goods_name: course.title,
          charge_fen: 1990,
          total_fen: 1990,
        });
        await createUserCourse(db, {
          user_id: member.id,
          course_id: course.id,
          order_id: order.id,
          source: 'order',
        });
        await createWatchRecord(db, {
          user_id: member.id,
          course_id: course.id,
          video_id: video.id,
          watch_seconds: 42,
        });
        const attachment = await createAttachment(db, {
          course_id: course.id,
          path: 'private/attachments/backup-notes.pdf',
          size: ATTACHMENT.length,
        });
        Object.assign(site, {
          mobile: member.mobile,
          orderNo: order.order_no,
          courseId: course.id,
          videoId: video.id,
          attachmentId: attachment.id,
        });
      } finally {
        await database.close();
      }
      mkdirSync(join(source.dataDir, 'storage/images'), { recursive: true });
      writeFileSync(join(source.dataDir, 'storage/images/backup-picture.png'), PICTURE);
      mkdirSync(join(source.dataDir, 'private/attachments'), { recursive: true });
      writeFileSync(join(source.dataDir, 'private/attachments/backup-notes.pdf'), ATTACHMENT);
      // An unfinished resumable upload: not part of a backup.
      mkdirSync(join(source.dataDir, 'uploads'), { recursive: true });
      writeFileSync(join(source.dataDir, 'uploads/half-an-upload'), 'partial');

      // The backup is taken while the site runs, with a member logged in (whose token must survive it).
      const running = await start({ ...envOf(source), NODE_ENV: 'production' });
      const login = await httpClient(running.url).post('/api/v2/login/password', {
        mobile: site.mobile,
        password: 'backup-pass-1',
      });
      expect(login.body.code, login.body.message).toBe(0);
      site.token = login.body.data.token;

      const out = dataDir();
      const backup = await npmRun('backup', ['--out', out], envOf(source));
      expect(backup, backup.stderr).toMatchObject({ code: 0, stderr: '' });
      archive = /backup written: (\S+)/.exec(backup.stdout)?.[1] ?? '';
      expect(archive).toMatch(new RegExp(`^${out}/shuyuan-backup-\\d{8}-\\d{6}\\.tar\\.gz$`));
      expect(await running.stop()).toBe(0);
      await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    }, 120_000);

    afterAll(async () => {
      await restored?.stop();
      for (const drop of dropDatabases) await drop();
    });

    it('writes one archive: the manifest, the database copy, and the DATA_DIR files that matter', () => {
      expect(entries[0]).toBe('manifest.json');
      expect(entries).toContain(dialect === 'sqlite' ? 'database/shuyuan.sqlite' : 'database/shuyuan.pgdump');
      expect(entries).toEqual(
        expect.arrayContaining([
          'data/storage/images/backup-picture.png',
          'data/private/attachments/backup-notes.pdf',
          'data/jwt-secret',
        ]),
      );
      expect(entries.filter((e) => e.startsWith('data/uploads') || e.includes('shuyuan.sqlite'))).toEqual(
        dialect === 'sqlite' ? ['database/shuyuan.sqlite'] : [],
      );
    });

    it('restores into an empty site, and the server started on it serves the same site', async () => {
      target.dataDir = dataDir();
      target.databaseUrl = await newDatabase(false);
      const restore = await npmRun('restore', [archive], envOf(target));
      expect(restore, restore.stderr).toMatchObject({ code: 0, stderr: '' });
      expect(restore.stdout).toContain(`migration ${LATEST_MIGRATION}`);

      restored = await start({ ...envOf(target), NODE_ENV: 'production' });
      const api = httpClient(restored.url);
      const login = await api.post('/api/v2/login/password', {
        mobile: site.mobile,
        password: 'backup-pass-1',
      });
      expect(login.body.code, login.body.message).toBe(0);
      // The token issued before the backup still holds: the JWT secret came back with the files.
      const auth = bearer(site.token);
      expect((await api.get('/api/v2/member/detail', auth)).body.data.mobile).toBe(site.mobile);

      const orders = await api.get('/api/v2/member/orders?status=9', auth);
      expect(orders.body.data.data.map((o: { order_id: string }) => o.order_id)).toEqual([site.orderNo]);
      const course = await api.get(`/api/v2/course/${site.courseId}`, auth);
      expect(course.body.data.isBuy).toBe(true);
      expect(course.body.data.videoWatchedProgress[site.videoId].watch_seconds).toBe(42);

      const picture = await fetch(`${restored.url}/storage/images/backup-picture.png`);
      expect(picture.status).toBe(200);
      expect(Buffer.from(await picture.arrayBuffer())).toEqual(PICTURE);
      const link = await api.get(`/api/v3/course/${site.courseId}/attach/${site.attachmentId}`, auth);
      expect(link.body.code, link.body.message).toBe(0);
      const download = await fetch(new URL(link.body.data.download_url, restored.url));
      expect(Buffer.from(await download.arrayBuffer())).toEqual(ATTACHMENT);
    }, 120_000);

    it('refuses a database that holds a site without --force, and one in use even with it', async () => {
      const refused = await npmRun('restore', [archive], envOf(target));
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        '[shuyuan] restore: the database already holds a site (members, administrators, courses or orders): ' +
          'add --force to replace it with the backup',
      );
      const inUse = await npmRun('restore', [archive, '--force'], envOf(target));
      expect(inUse.code).toBe(1);
      expect(inUse.stderr.trim()).toMatch(
        dialect === 'sqlite'
          ? /^\[shuyuan\] restore: \S+shuyuan\.sqlite is in use: stop the server/
          : /^\[shuyuan\] restore: \d+ other session\(s\) use the database: stop the server/,
      );
      expect(await restored?.stop()).toBe(0);
      const forced = await npmRun('restore', [archive, '--force'], envOf(target));
      expect(forced, forced.stderr).toMatchObject({ code: 0, stderr: '' });
    }, 60_000);

    it('refuses a backup of the other database kind', async () => {
      const other: Record<string, string> =
        dialect === 'sqlite'
          ? { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://shuyuan@127.0.0.1:1/unused' }
          : { DATA_DIR: dataDir() };
      const refused = await npmRun('restore', [archive], other);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toMatch(
        /^\[shuyuan\] restore: the backup holds a \w+ database and this site uses \w+ .*not supported$/,
      );
    });
  });
}
