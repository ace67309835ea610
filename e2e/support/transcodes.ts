import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import type { Envelope } from './api';
import { fill } from './commerce';
import type { transcodesCn } from './strings';

/* Issue 22's stories: videos made by ffmpeg, sent through the media library, followed on 转码任务. */

const API = '/backend/api/v1';

/** A few seconds of video at ultrafast on one thread; the machine may be busy with other work. */
const TRANSCODE_TIMEOUT = 180_000;

const ffmpeg = promisify(execFile);

/** lavfi's moving test picture and a tone, encoded as asked. */
export async function makeVideo(file: string, size: string, seconds: number, codecs: string[]) {
  await ffmpeg('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=25:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    ...codecs,
    '-threads',
    '1',
    '-shortest',
    '-y',
    file,
  ]);
}

export interface Uploaded {
  id: number;
  url: string;
}

/** Sends a file through the media library's video upload (tus) and answers the filed upload. */
export async function uploadVideo(page: Page, file: string): Promise<Uploaded> {
  const completed = page.waitForResponse(
    (r) => r.url().endsWith(`${API}/media/complete`) && r.request().method() === 'POST',
  );
  await page.locator('[data-testid="media-upload-video"]').setInputFiles(file);
  const answer = (await (await completed).json()) as Envelope<Uploaded>;
  assert.equal(answer.code, 0, `the upload of ${file} was filed: ${answer.message}`);
  return answer.data;
}

/** Waits on the 转码任务 page (its own 2 s refresh) until the job of an upload is at 100 % and completed. */
export async function jobCompletes(page: Page, name: string, words: typeof transcodesCn) {
  const row = page.getByRole('row').filter({ hasText: name });
  const bar = row.getByRole('progressbar', { name: fill(words.progressOf, { name }) });
  await bar.and(page.locator('[aria-valuenow="100"]')).waitFor({ timeout: TRANSCODE_TIMEOUT });
  await row.getByText(words.state.completed, { exact: true }).waitFor({ timeout: TRANSCODE_TIMEOUT });
  return row;
}
