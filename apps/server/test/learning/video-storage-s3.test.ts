import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { startS3Server, type TestS3 } from '#test/helpers/s3-server';
import { forEachDatabase } from '#test/helpers/test-app';
import {
  API,
  ended,
  getMedia,
  LONG,
  playRendition,
  renditionsOf,
  sampleVideos,
  untilJob,
  upload,
} from '#test/helpers/transcodes';

/*
 * Media in an S3-compatible bucket (decision 044), against a real S3 server the test starts (s3rver): the
 * console's storage settings (the secret never sent back, kept when left blank, S3 refused until complete),
 * 测试连接 with what failed in words, and a video uploaded through tus with S3 chosen: filed in the bucket,
 * transcoded from it (downloaded, encoded, the folder uploaded), played from it by pre-signed segments, and
 * deleted from it.
 */

const samples = sampleVideos();

/** A port nothing listens on (taken from the OS, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

forEachDatabase((t) => {
  let s3: TestS3;
  let root: { token: string };
  let editor: { token: string };

  beforeAll(async () => {
    s3 = await startS3Server();
    root = await adminOfRole(t, 'super');
    editor = await adminOfRole(t, 'editor');
  });
  afterAll(async () => {
    await t.db.deleteFrom('app_config').where('key', 'in', ['media.storage', 'media.s3']).execute();
    await s3.close();
  });

  const saveSettings = (values: Record<string, unknown>) =>
    adminCall(t, 'PUT', `${API}/settings`, root.token, { values });
  const probe = (form: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t
      .inject({
        method: 'POST',
        url: `${API}/settings/storage-test`,
        headers: { authorization: `Bearer ${root.token}`, 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ s3: form }),
      })
      .then((answer) => answer.json());

  describe('settings and 测试连接', () => {
    it('refuses S3 until the bucket is complete, keeps the secret masked and kept when left blank', async () => {
      expect(await saveSettings({ 'media.storage': 's3' })).toMatchObject({
        code: 1,
        message: '选择 S3 存储前须填写完整的 S3 设置',
      });
      expect((await saveSettings({ 'media.s3': s3.settings, 'media.storage': 's3' })).code).toBe(0);
      const read = await adminCall(t, 'GET', `${API}/settings`, root.token);
      expect(read.data.values['media.storage']).toBe('s3');
      expect(read.data.values['media.s3']).toMatchObject({
        endpoint: s3.endpoint,
        bucket: 'media',
        secret_access_key: '',
      });
      expect(read.data.secrets_set).toContain('media.s3.secret_access_key');
      // Saved again from the console, which never had the secret: the stored one stays.
      expect(
        (await saveSettings({ 'media.s3': { ...s3.settings, secret_access_key: '', region: 'cn-1' } })).code,
      ).toBe(0);
      const stored = await t.db
        .selectFrom('app_config')
        .select(['value', 'is_private'])
        .where('key', '=', 'media.s3')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.value)).toMatchObject({ secret_access_key: 'S3RVER', region: 'cn-1' });
      expect(stored.is_private).toBe(1);
      const audit = await lastAudit(t, 'settings.update');
      const after = (audit?.after ?? {}) as Record<string, Record<string, unknown>>;
      expect(after['media.s3']?.secret_access_key).toBe('******');
      expect((await saveSettings({ 'media.s3': { ...s3.settings, region: 'us-east-1' } })).code).toBe(0);
      // A bad endpoint is bad input, refused in words.
      expect(await saveSettings({ 'media.s3': { endpoint: 'ftp://x' } })).toMatchObject({ code: 1 });
    });

    it('测试连接 writes, reads and deletes a probe object, with the stored secret when left blank', async () => {
      const answer = await probe({ ...s3.settings, secret_access_key: '' });
      expect(answer.code, answer.message).toBe(0);
      expect(answer.data).toMatchObject({
        ok: true,
        message: '连接成功：写入、读取信息、下载和删除测试文件都正常',
      });
      expect(answer.data.steps.map((s: { step: string; ok: boolean }) => [s.step, s.ok])).toEqual([
        ['put', true],
        ['head', true],
        ['get', true],
        ['delete', true],
      ]);
      const left: string[] = [];
      for await (const object of s3.store.list('.shuyuan-probe/')) left.push(object.key);
      expect(left).toEqual([]);
    });

    it('测试连接 says in words what failed', async () => {
      expect((await probe({ ...s3.settings, bucket: 'no-such-bucket' })).data).toMatchObject({
        ok: false,
        message: '写入测试文件失败：存储桶 no-such-bucket 不存在',
        steps: [{ step: 'put', ok: false }],
      });
      expect((await probe({ ...s3.settings, access_key_id: 'WRONG' })).data.message).toBe(
        '写入测试文件失败：Access Key 不正确（存储服务不认识它）',
      );
      const port = await closedPort();
      const refused = await probe({ ...s3.settings, endpoint: `http://127.0.0.1:${port}` });
      expect(refused.data.message).toBe(
        `写入测试文件失败：无法连接到 http://127.0.0.1:${port}（ECONNREFUSED），请检查 Endpoint 地址和网络`,
      );
      expect((await probe({ endpoint: s3.endpoint, bucket: 'media' })).data).toMatchObject({
        ok: false,
        message: expect.stringContaining('请填写完整的 S3 设置'),
      });
      // In the console's language.
      const english = await probe({ ...s3.settings, bucket: 'no-such-bucket' }, { 'accept-language': 'en' });
      expect(english.data.message).toBe(
        'Writing the test file failed: The bucket no-such-bucket does not exist',
      );
      // Only for those who manage settings.
      const other = await adminCall(t, 'POST', `${API}/settings/storage-test`, editor.token, {
        s3: s3.settings,
      });
      expect(other.code).toBe(1);
    });
  });

  describe('a video on S3', () => {
    it('is filed in the bucket, transcoded from it into it, played from it and deleted from it', {
      timeout: LONG,
    }, async () => {
      expect((await saveSettings({ 'media.s3': s3.settings, 'media.storage': 's3' })).code).toBe(0);
      const media = await upload(t, editor.token, samples.mp4, 'video/mp4', '桶里的课.mp4');
      expect(media.url).toMatch(/^s3:uploads\/\d{6}\/[0-9a-f]{32}\.mp4$/);
      const key = media.url.slice(3);
      expect(await s3.store.head(key)).toMatchObject({ size: samples.mp4.length });
      // Nothing of it stays on the disk: not under media/, not in the tus folder.
      expect(existsSync(join(t.dataDir, 'media', key))).toBe(false);
      expect(existsSync(join(t.dataDir, 'uploads', key.split('/').pop()?.split('.')[0] ?? ''))).toBe(false);

      const done = await untilJob(t, media.id, ended);
      expect(done, JSON.stringify(done)).toMatchObject({ state: 'completed', progress: 100, error: null });
      const saved = await t.db
        .selectFrom('media_transcodes')
        .selectAll()
        .where('media_id', '=', media.id)
        .executeTakeFirstOrThrow();
      expect(saved.folder).toMatch(new RegExp(`^s3:transcoded/${media.id}/[0-9a-f]{12}$`));
      const inBucket: string[] = [];
      for await (const object of s3.store.list(`transcoded/${media.id}/`)) inBucket.push(object.key);
      for (const path of [saved.master, saved.mp4, saved.poster])
        expect(inBucket).toContain((path as string).slice(3));
      expect(inBucket.some((k) => k.endsWith('.ts'))).toBe(true);
      expect(inBucket.filter((k) => k.includes('.key'))).toEqual([]);
      // The run's local folder and the downloaded source are gone.
      expect(existsSync(join(t.dataDir, 'media', saved.folder.slice(3)))).toBe(false);
      const sources = join(t.dataDir, 'cache', 'transcode-sources');
      expect(existsSync(sources) ? readdirSync(sources) : []).toEqual([]);

      const course = await createCourse(t.db, { is_free: 1, charge_fen: 0 });
      const lesson = await createVideo(t.db, { course_id: course.id, url: media.url, duration: 0 });
      await adminCall(t, 'PUT', `${API}/videos/${lesson.id}`, editor.token, {
        title: '桶里的课',
        url: media.url,
        is_show: true,
      });
      const rows = await renditionsOf(t, lesson.id);
      expect(rows.map((r) => r.name)).toEqual(['自动', '720p', '360p']);
      expect(rows.every((r) => r.url.startsWith(`s3:transcoded/${media.id}/`))).toBe(true);
      const rungs = JSON.parse(saved.renditions) as { key: string }[];

      const member = await createMemberWithToken(t);
      const play = await t.get(`/api/v2/video/${lesson.id}/playinfo`, member.headers);
      expect(play.code, play.message).toBe(0);
      const master = await getMedia(t, play.data.urls[0].url);
      expect(master.statusCode, master.body).toBe(200);
      const variants = [...master.body.matchAll(/^#EXT-X-STREAM-INF:(.*)\n(.*)$/gm)];
      expect(variants).toHaveLength(2);
      // The 720p variant: a playlist through the route, the key from it, segments pre-signed from the bucket.
      await playRendition(t, variants[1]?.[2] as string, rungs[0]?.key as string, member.headers);
      const playlist = await getMedia(t, play.data.urls[2].url);
      const segments = playlist.body.split('\n').filter((l) => l && !l.startsWith('#'));
      expect(segments[0]).toMatch(new RegExp(`^${s3.endpoint}/media/transcoded/${media.id}/`));
      // The caption track is read from the bucket.
      expect(play.data.subtitles).toHaveLength(1);
      const caption = await getMedia(t, play.data.subtitles[0].url, member.headers);
      expect(caption.statusCode).toBe(200);
      expect(caption.body.startsWith('WEBVTT')).toBe(true);

      // The poster frame: the signed route sends the member on to a short pre-signed address of the bucket.
      expect(play.data.poster).toEqual(expect.any(String));
      const poster = await getMedia(t, play.data.poster as string, member.headers);
      expect(poster.statusCode, poster.body).toBe(302);
      const posterUrl = poster.headers.location as string;
      expect(posterUrl.startsWith(`${s3.endpoint}/media/transcoded/${media.id}/`)).toBe(true);
      const frame = await fetch(posterUrl);
      expect(frame.status).toBe(200);
      expect([...new Uint8Array(await frame.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

      // Deleting the upload removes it and its transcode from the bucket.
      expect((await adminCall(t, 'DELETE', `${API}/media/${media.id}`, editor.token)).code).toBe(0);
      expect(await s3.store.head(key)).toBeNull();
      const after: string[] = [];
      for await (const object of s3.store.list(`transcoded/${media.id}/`)) after.push(object.key);
      expect(after).toEqual([]);
    });
  });
});
