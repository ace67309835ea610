// The bench's transcoding section (issue 22): how a measured transcode becomes its figures, and that a machine
// without ffmpeg (or ffprobe) gets the section skipped with the reason instead of a failed bench. No speed is
// asserted: it depends on the machine and its load. Run by `npm run test:release`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, test } from 'node:test';
import { stepLabel, transcodeRow } from '../lib/bench-transcode.mjs';
import { ROOT } from '../lib/paths.mjs';

const rung = (name, lines) => ({ name, lines });
const plan = (copy) => ({
  mp4: { ...rung('1080p', 1080), copy },
  rungs: [rung('360p', 360), rung('720p', 720), rung('1080p', 1080)],
});

describe('transcode figures', () => {
  const measured = {
    ffmpeg: '5.1.9',
    preset: 'veryfast',
    threads: 0,
    source: {
      durationSeconds: 25,
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: 1920,
      height: 1080,
      fps: 30,
      sizeBytes: 25_000_000,
    },
    plan: plan(true),
    wallSeconds: 50,
    cpuSeconds: 40,
    steps: [
      { name: 'probe', wallSeconds: 0.2, cpuSeconds: 0.1 },
      { name: 'mp4', wallSeconds: 0.5, cpuSeconds: 0.3 },
      { name: 'hls', wallSeconds: 48.8, cpuSeconds: 39.2 },
      { name: 'poster', wallSeconds: 0.5, cpuSeconds: 0.4 },
      { name: 'captions', wallSeconds: 0, cpuSeconds: 0 },
    ],
  };
  const load = { start: [5, 4, 3], end: [6, 4.5, 3.1] };

  test('× real time is seconds of video per second of wall time, for the whole and each full pass', () => {
    const row = transcodeRow('h264', measured, load);
    assert.equal(row.real_time, 0.5);
    assert.equal(row.cpu_per_media_s, 1.6);
    assert.equal(row.mbit_per_s, 8);
    assert.deepEqual(
      [row.preset, row.threads, row.load_start, row.load_end],
      ['veryfast', 0, load.start, load.end],
    );
    const speeds = Object.fromEntries(row.steps.map((s) => [s.step, s.real_time]));
    // The probe, the poster and the captions do not go through the video: they have a time, not a speed.
    assert.deepEqual(speeds, { probe: null, mp4: 50, hls: 0.51, poster: null, captions: null });
  });

  test('the steps are named from the plan: the MP4 copied or encoded, the ladder by its rungs', () => {
    assert.equal(stepLabel('mp4', plan(true)), 'mp4 (copied)');
    assert.equal(stepLabel('mp4', plan(false)), 'mp4 (encoded 1080p)');
    assert.equal(stepLabel('hls', plan(true)), 'hls 360p/720p/1080p (AES-128)');
    assert.equal(stepLabel('probe', null), 'probe');
  });

  test('without CPU times (no /proc) the CPU figures are absent, not zero', () => {
    const row = transcodeRow('h264', { ...measured, cpuSeconds: null }, load);
    assert.equal(row.cpu_s, null);
    assert.equal(row.cpu_per_media_s, null);
  });
});

/** Runs `npm run bench -- --only transcode …` to its end with `env` added. */
function runBench(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench.mjs', '--only', 'transcode', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a machine that cannot transcode', () => {
  test('without ffmpeg the section says so and the bench succeeds', async () => {
    const { code, stdout, stderr } = await runBench([], { FFMPEG_PATH: '/nonexistent/ffmpeg' });
    assert.equal(code, 0, stderr);
    assert.match(stdout, /Transcoding: skipped, ffmpeg \(\/nonexistent\/ffmpeg\) does not run/);
  });

  test('without ffprobe the transcode entry reports the reason, in the JSON too', async () => {
    const { code, stdout, stderr } = await runBench(['--json', '--transcode-seconds=1'], {
      FFPROBE_PATH: '/nonexistent/ffprobe',
    });
    assert.equal(code, 0, stderr);
    assert.deepEqual(JSON.parse(stdout), [
      { route: 'transcode', skipped: 'ffprobe (/nonexistent/ffprobe) does not run' },
    ]);
  });

  test('--only names the one part measured on its own', async () => {
    const child = spawn(process.execPath, ['scripts/bench.mjs', '--only', 'routes'], { cwd: ROOT });
    let stderr = '';
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    assert.equal(code, 2);
    assert.match(stderr, /--only takes transcode/);
  });
});
