import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { adminApi, adminToken, loginInBrowser, settle } from '../support/admin';
import { analyseBlocking } from '../support/axe-audit';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import type { Lesson } from '../support/learning';
import { S3RVER_KEY, type StoryBucket, startBucket } from '../support/s3-bucket';
import { shootScreen } from '../support/shots';
import { useSite } from '../support/site';
import { adminSettingsCn, adminSettingsEn, transcodesCn } from '../support/strings';
import { buyerSwitchesTo360, paidLessonOf, trialStopsAtLimit } from '../support/transcoded-lesson';
import { jobCompletes, makeVideo, type Uploaded, uploadVideo } from '../support/transcodes';

/*
 * Issue 22's story again with the media in a bucket (decision 044). A real S3-compatible server (s3rver) runs
 * beside the site on a port the OS picks; an administrator sets it up on the console's 存储 tab (the fields,
 * 测试连接 and its success words, 保存), uploads an H.264 MP4 made here by ffmpeg and watches its job reach 100 %
 * on 转码任务. The upload and its ladder are in the bucket; a buyer plays the ladder with its segments fetched
 * from the bucket's address (cross-origin: the bucket answers CORS for the site, the site's CSP names the bucket)
 * and switches to 360p; a member who has not bought the course gets the trial, which stops at its limit. The
 * 存储 tab in Chinese and English at 1920 and 375 px. The site goes back to the disk at the end: the other
 * stories of the run share its server.
 */
const run = Date.now().toString(36);
const MP4 = `s3-lesson-720p-${run}.mp4`;
const COURSE = `E2E S3 转码课 ${run}`;
const LESSON = `1.1 存储桶里的视频 ${run}`;
const FREE_SECONDS = 3;
const REGION = 'us-east-1';

/** The 存储 tab of the settings page in the language shown. */
async function storageTab(page: Page, words: typeof adminSettingsCn) {
  await page.getByRole('heading', { name: words.page, level: 3 }).waitFor();
  await page.getByRole('tab', { name: words.groups.storage }).click();
  const panel = page.getByRole('tabpanel', { name: words.groups.storage });
  await panel.getByRole('button', { name: words.storageTest.button }).waitFor();
  return panel;
}

describe('video that just works, on S3 storage: 存储 settings, transcoding, playback from the bucket', () => {
  const site = useSite();
  const dir = mkdtempSync(join(tmpdir(), 'shuyuan-e2e-s3-videos-'));
  const file = join(dir, MP4);
  let bucket: StoryBucket | null = null;
  let root = '';
  let upload: Uploaded | null = null;
  let lesson: Lesson | null = null;

  before(async () => {
    bucket = await startBucket(new URL(site.baseUrl).origin);
    root = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    await makeVideo(file, '1280x720', 6, [
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
    ]);
  });
  after(async () => {
    // Back to the disk for the stories after this one (the bucket's rows stay, as a moved site's would).
    if (root)
      await adminApi(site.baseUrl, root, 'PUT', '/settings', { values: { 'media.storage': 'local' } });
    await bucket?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an administrator sets the bucket on 存储: fields, 测试连接 succeeds, saved', async () => {
    assert.ok(bucket, 'the bucket is running');
    const S = adminSettingsCn;
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    await page.goto('/admin/settings');
    const panel = await storageTab(page, S);

    await panel.getByRole('combobox', { name: S.fields.storageDriver }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: S.options.s3 }).click();
    await panel.getByLabel(S.fields.s3Endpoint, { exact: true }).fill(bucket.endpoint);
    await panel.getByLabel(S.fields.s3Region, { exact: true }).fill(REGION);
    await panel.getByLabel(S.fields.s3Bucket, { exact: true }).fill(bucket.bucket);
    await panel.getByLabel(S.fields.s3AccessKey, { exact: true }).fill(S3RVER_KEY.accessKeyId);
    await panel.getByLabel(S.fields.s3SecretKey, { exact: true }).fill(S3RVER_KEY.secretAccessKey);
    // s3rver serves path-style addresses (endpoint/bucket/key) only.
    const pathStyle = panel.getByRole('switch', { name: S.fields.s3PathStyle });
    if ((await pathStyle.getAttribute('aria-checked')) !== 'true') await pathStyle.click();
    await pathStyle.and(page.locator('[aria-checked="true"]')).waitFor();

    await panel.getByRole('button', { name: S.storageTest.button }).click();
    const answer = panel.getByRole('status').filter({ hasText: S.storageTest.ok });
    await answer.waitFor({ timeout: 30_000 });
    await settle(page);
    const blocking = await analyseBlocking(page, 'main');
    assert.deepEqual(blocking, [], 'the 存储 tab has no serious or critical accessibility violation');
    await shootScreen(page, 'issue22-storage-cn', { fullPage: true });
    await page.setViewportSize(PHONE);
    await settle(page);
    await shootScreen(page, 'issue22-storage-cn', { fullPage: true });
    await page.setViewportSize(DESKTOP);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/backend/api/v1/settings') && r.request().method() === 'PUT',
    );
    // antd spaces a two-character Chinese label (保 存).
    await panel.getByRole('button', { name: new RegExp(`^${[...S.save].join('\\s?')}$`) }).click();
    const body = (await (await saved).json()) as { code: number; message: string };
    assert.equal(body.code, 0, `the storage settings were saved: ${body.message}`);
    await page.getByText(S.saved, { exact: true }).first().waitFor();
    const stored = await adminApi<{ values: Record<string, unknown>; secrets_set: string[] }>(
      site.baseUrl,
      root,
      'GET',
      '/settings',
    );
    assert.equal(stored.values['media.storage'], 's3');
    assert.deepEqual(
      { ...(stored.values['media.s3'] as Record<string, unknown>), secret_access_key: undefined },
      {
        endpoint: bucket.endpoint,
        region: REGION,
        bucket: bucket.bucket,
        access_key_id: S3RVER_KEY.accessKeyId,
        secret_access_key: undefined,
        path_style: true,
      },
    );
    assert.ok(
      stored.secrets_set.includes('media.s3.secret_access_key'),
      'the secret is stored, not answered',
    );

    // English: the saved settings, the secret only said to be set.
    const E = adminSettingsEn;
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'en'));
    await page.reload();
    const panelEn = await storageTab(page, E);
    await panelEn
      .getByLabel(E.fields.s3Endpoint, { exact: true })
      .and(page.locator(`[value="${bucket.endpoint}"]`))
      .waitFor();
    await panelEn.getByRole('button', { name: E.storageTest.button }).click();
    await panelEn.getByRole('status').filter({ hasText: E.storageTest.ok }).waitFor({ timeout: 30_000 });
    await settle(page);
    await shootScreen(page, 'issue22-storage-en', { fullPage: true });
    await page.setViewportSize(PHONE);
    await settle(page);
    await shootScreen(page, 'issue22-storage-en', { fullPage: true });
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'cn'));
    assertNoProblems(problems, 'the 存储 tab');
    await context.close();
  });

  it('an upload goes to the bucket and its job reaches 100 % on 转码任务', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    await page.goto('/admin/media');
    await page.getByRole('heading', { name: '媒体库', level: 3 }).waitFor();
    upload = await uploadVideo(page, file);
    assert.match(upload.url, /^s3:uploads\/\d{6}\/[\w-]+\.mp4$/, 'the MP4 is filed in the bucket');

    await page.getByRole('button', { name: transcodesCn.title }).click();
    await page.waitForURL((url) => url.pathname === '/admin/transcodes');
    const row = await jobCompletes(page, MP4, transcodesCn);
    assert.deepEqual(await row.locator('.ant-tag').allInnerTexts(), [
      transcodesCn.state.completed,
      '720p',
      '360p',
    ]);
    await row.getByText(transcodesCn.step.done, { exact: true }).waitFor();
    assertNoProblems(problems, '转码任务 with S3 storage');
    await context.close();
  });

  it("a buyer plays the ladder from the bucket and switches to 360p; the site's CSP names the bucket", async () => {
    assert.ok(upload && bucket, 'the upload story ran first');
    const objects = `${bucket.endpoint}/${bucket.bucket}/transcoded/`;
    const page = await fetch(`${site.baseUrl}/`);
    const policy = page.headers.get('content-security-policy') ?? '';
    for (const directive of ['media-src', 'connect-src'])
      assert.match(
        policy,
        new RegExp(`(?:^|;)\\s*${directive}[^;]* ${bucket.origin.replace(/[.:/]/g, '\\$&')}(?:[ ;]|$)`),
        `${directive} allows the bucket: ${policy}`,
      );

    const paid = await paidLessonOf(site.baseUrl, root, upload, {
      course: COURSE,
      lesson: LESSON,
      freeSeconds: FREE_SECONDS,
      seconds: 6,
    });
    lesson = paid.lesson;
    const ladder = await buyerSwitchesTo360(site, paid);
    // The playlists come through the site's signed media route, their segments from the bucket's address.
    assert.ok(ladder.segments360.size > 0, 'the 360p playlist names its segments');
    for (const segment of ladder.segments360)
      assert.ok(segment.startsWith(objects), `${segment} is in the bucket`);
    const fromBucket = ladder.requested.filter((url) => url.startsWith(objects));
    assert.ok(
      fromBucket.some((url) => ladder.segments360.has(url)),
      `the browser fetched 360p segments from the bucket (${fromBucket.length} requests to it)`,
    );
  });

  it('a member who has not bought the course plays the trial to its limit', async () => {
    assert.ok(lesson && bucket, 'the course story ran first');
    const requested = await trialStopsAtLimit(site, lesson, FREE_SECONDS);
    const objects = `${bucket.endpoint}/${bucket.bucket}/transcoded/`;
    assert.ok(
      requested.some((url) => url.startsWith(objects)),
      'the trial played segments from the bucket',
    );
  });
});
