// Transcoding speed for `npm run bench` (issue 22): makes a 1080p input per source codec with ffmpeg, runs the
// job's own transcode of it (apps/server/src/modules/learning/transcode/testing/bench-transcode.ts, with the
// configured TRANSCODE_PRESET and TRANSCODE_THREADS) and reports seconds of video per second of wall time,
// for the whole transcode and for each step, with the CPU time of its ffmpeg processes and the load average
// at the start and the end: on a shared machine the wall time follows the load, the CPU time far less.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './paths.mjs';
import { printTable } from './script-support.mjs';
import { runTs, serverEnv } from './server-process.mjs';

const execFileP = promisify(execFile);
const ENTRY = join(ROOT, 'apps/server/src/modules/learning/transcode/testing/bench-transcode.ts');

/** A busy synthetic picture (the worst case for an encoder, lessons are easier) and a tone. */
const lavfi = (seconds) => [
  ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
];

/**
 * The inputs, each what an upload may be. H.264 + AAC is what a phone or a screen recorder writes (the MP4 is
 * copied, the ladder encoded); the others need the MP4 encoded too.
 */
export const SOURCES = {
  h264: {
    label: 'H.264 + AAC in MP4',
    file: 'h264-1080p.mp4',
    args: ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-g', '60', '-pix_fmt', 'yuv420p'],
    audio: ['-c:a', 'aac', '-b:a', '128k'],
  },
  mpeg4: {
    label: 'MPEG-4 Part 2 + MP3 in MKV',
    file: 'mpeg4-1080p.mkv',
    args: ['-c:v', 'mpeg4', '-q:v', '3', '-g', '60'],
    audio: ['-c:a', 'libmp3lame', '-b:a', '128k'],
  },
  vp9: {
    label: 'VP9 + Opus in WebM',
    file: 'vp9-1080p.webm',
    args: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-b:v', '4M'],
    audio: ['-c:a', 'libopus', '-b:a', '96k'],
  },
};

/** The ffmpeg the server would use (FFMPEG_PATH, as the config reads it). */
const ffmpegProgram = () => process.env.FFMPEG_PATH?.trim() || 'ffmpeg';

async function ffmpegRuns() {
  try {
    await execFileP(ffmpegProgram(), ['-hide_banner', '-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

async function makeInput(dir, name, seconds) {
  const source = SOURCES[name];
  const file = join(dir, source.file);
  await execFileP(ffmpegProgram(), [
    ...['-nostdin', '-v', 'error', '-y', ...lavfi(seconds), '-map', '0:v', '-map', '1:a'],
    ...source.args,
    ...source.audio,
    file,
  ]);
  return file;
}

const round = (n, digits) => (n === null ? null : Number(n.toFixed(digits)));
const loadNow = () => loadavg().map((l) => round(l, 2));

/** What each step went through: the steps that read the whole video have a speed, the others only a time. */
const WHOLE_VIDEO_STEPS = new Set(['mp4', 'hls']);

/** The label of a step, from the transcode's own plan. */
export function stepLabel(name, plan) {
  if (name === 'mp4' && plan) return plan.mp4.copy ? 'mp4 (copied)' : `mp4 (encoded ${plan.mp4.name})`;
  if (name === 'hls' && plan) return `hls ${plan.rungs.map((r) => r.name).join('/')} (AES-128)`;
  return name;
}

/**
 * One measured transcode as the bench reports it: × real time is seconds of video per second of wall time,
 * for the whole and for each step that goes through the whole video; CPU seconds per second of video.
 */
export function transcodeRow(name, measured, load) {
  const media = measured.source.durationSeconds;
  const speed = (wall) => (wall > 0 ? round(media / wall, 2) : null);
  return {
    route: 'transcode',
    source: name,
    label: SOURCES[name]?.label ?? name,
    preset: measured.preset,
    threads: measured.threads,
    ffmpeg: measured.ffmpeg,
    input: measured.source,
    media_s: round(media, 2),
    mbit_per_s: round((measured.source.sizeBytes * 8) / media / 1e6, 2),
    wall_s: round(measured.wallSeconds, 2),
    real_time: speed(measured.wallSeconds),
    cpu_s: round(measured.cpuSeconds, 1),
    cpu_per_media_s: measured.cpuSeconds === null ? null : round(measured.cpuSeconds / media, 2),
    load_start: load.start,
    load_end: load.end,
    steps: measured.steps.map((s) => ({
      step: s.name,
      label: stepLabel(s.name, measured.plan),
      wall_s: round(s.wallSeconds, 2),
      real_time: WHOLE_VIDEO_STEPS.has(s.name) ? speed(s.wallSeconds) : null,
      cpu_s: round(s.cpuSeconds, 1),
    })),
  };
}

/**
 * Measures every source in `sources` (names of SOURCES) one after another. Answers `{ skipped }` when
 * ffmpeg, ffprobe or libx264 is missing, else `{ rows, cores }`.
 */
export async function measureTranscode({ log, seconds, sources, cleanups }) {
  const unknown = sources.filter((s) => !SOURCES[s]);
  if (unknown.length)
    throw new Error(`unknown transcode source ${unknown.join(', ')} (${Object.keys(SOURCES)})`);
  if (!(await ffmpegRuns())) return { skipped: `ffmpeg (${ffmpegProgram()}) does not run` };
  const dir = mkdtempSync(join(tmpdir(), 'shuyuan-bench-transcode-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const logFile = join(dir, 'bench-transcode.log');
  const rows = [];
  for (const name of sources) {
    log(`bench: transcode: making ${seconds} s of 1920×1080 ${SOURCES[name].label} with ffmpeg`);
    const input = await makeInput(dir, name, seconds);
    const out = join(dir, `${name}.json`);
    const env = serverEnv({
      DATA_DIR: join(dir, 'data'),
      BENCH_TRANSCODE_INPUT: input,
      BENCH_TRANSCODE_DIR: join(dir, `out-${name}`),
      BENCH_TRANSCODE_OUT: out,
    });
    log(`bench: transcode: ${SOURCES[name].label}, the job's transcodeVideo`);
    const start = loadNow();
    await runTs(ENTRY, env, logFile);
    const end = loadNow();
    const measured = JSON.parse(readFileSync(out, 'utf8'));
    if (measured.skipped) return { skipped: measured.skipped };
    rows.push(transcodeRow(name, measured, { start, end }));
    // Only the figures are kept: a 1080p ladder is tens of megabytes.
    rmSync(join(dir, `out-${name}`), { recursive: true, force: true });
  }
  return { rows, cores: availableParallelism() };
}

const fixed = (n, digits, unit = '') => (n === null || n === undefined ? '–' : `${n.toFixed(digits)}${unit}`);
const loadText = (l) => `${l[0].toFixed(2)} ${l[1].toFixed(2)} ${l[2].toFixed(2)}`;

export function printTranscode(transcode) {
  if (transcode.skipped) {
    console.log(`\nTranscoding: skipped, ${transcode.skipped} (install ffmpeg to measure it)`);
    return;
  }
  const first = transcode.rows[0];
  const threads = first.threads === 0 ? '0 (ffmpeg decides: every core)' : String(first.threads);
  console.log(
    `\nTranscoding (issue 22): the job's transcodeVideo, TRANSCODE_PRESET=${first.preset}, ` +
      `TRANSCODE_THREADS=${threads}, ffmpeg ${first.ffmpeg}, ${transcode.cores} cores;\n` +
      `input ${first.input.width}×${first.input.height} at ${first.input.fps} fps (lavfi testsrc2, a busy ` +
      'synthetic picture, and a sine tone); outputs as the job makes them: MP4, HLS ladder, poster, no trial clip.',
  );
  console.log(
    '× real time = seconds of video per second of wall time (above 1: faster than the video plays).\n' +
      'This machine is shared: wall time and × real time depend on its load, shown as the load average ' +
      '(1, 5, 15 min)\nat the start and the end of each transcode; the CPU time of its ffmpeg processes ' +
      'depends on the load much less.\n',
  );
  const body = [];
  for (const r of transcode.rows) {
    body.push([
      `${r.label} (${r.input.videoCodec}${r.input.audioCodec ? ` + ${r.input.audioCodec}` : ''}, ${fixed(r.mbit_per_s, 1)} Mb/s)`,
      fixed(r.media_s, 1, ' s'),
      fixed(r.wall_s, 1, ' s'),
      fixed(r.real_time, 2, '×'),
      fixed(r.cpu_s, 1, ' s'),
      fixed(r.cpu_per_media_s, 2),
      loadText(r.load_start),
      loadText(r.load_end),
    ]);
    for (const s of r.steps) {
      const step = [fixed(s.wall_s, 1, ' s'), fixed(s.real_time, 2, '×'), fixed(s.cpu_s, 1, ' s')];
      body.push([`  ${s.label}`, '', ...step, '', '', '']);
    }
  }
  printTable(
    [
      'transcode / step',
      'video',
      'wall',
      '× real time',
      'CPU',
      'CPU s / video s',
      'load at start',
      'load at end',
    ],
    body,
  );
}
