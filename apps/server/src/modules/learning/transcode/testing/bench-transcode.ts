/*
 * For `npm run bench` (issue 22, transcoding speed): transcodes BENCH_TRANSCODE_INPUT into
 * BENCH_TRANSCODE_DIR (which must not exist) with the job's own call (`transcodeVideo` with the configured
 * TRANSCODE_PRESET and TRANSCODE_THREADS, no trial clip, as transcode-job.ts runs it) and writes what it took
 * as JSON to BENCH_TRANSCODE_OUT: wall and CPU time of the whole and of each step as the transcode tells
 * them, the probe and the plan. Without ffmpeg, ffprobe or libx264 it writes `{ skipped }` instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfig, loadDotEnv } from '#config';
import { configuredEncode, DEFAULT_ENCODE } from '../encode-settings';
import type { TranscodePlan } from '../ladder';
import { checkTranscodeTools } from '../tools';
import { type TranscodeStepName, transcodeVideo } from '../transcode';

/** Linux reports CPU times in clock ticks of 1/100 s (USER_HZ, the same on every architecture it runs on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) of this process's children that have ended: every ffprobe and ffmpeg run of
 * the transcode, which is what costs. Null where /proc is not there.
 */
function childCpuSeconds(): number | null {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 (cutime, cstime) of proc(5); the slice starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

interface Mark {
  step: TranscodeStepName | 'end';
  at: number;
  cpu: number | null;
}

const mark = (step: Mark['step']): Mark => ({ step, at: performance.now(), cpu: childCpuSeconds() });

function whyNot(tools: Awaited<ReturnType<typeof checkTranscodeTools>>): string {
  if (!tools.ffmpeg.runs) return `ffmpeg (${tools.ffmpeg.path}) does not run`;
  if (!tools.ffprobe.runs) return `ffprobe (${tools.ffprobe.path}) does not run`;
  return `ffmpeg (${tools.ffmpeg.path}) has no libx264`;
}

async function run(): Promise<void> {
  const {
    BENCH_TRANSCODE_INPUT: input,
    BENCH_TRANSCODE_DIR: outputDir,
    BENCH_TRANSCODE_OUT: out,
  } = process.env;
  if (!input || !outputDir || !out) {
    throw new Error('BENCH_TRANSCODE_INPUT, BENCH_TRANSCODE_DIR and BENCH_TRANSCODE_OUT are required');
  }
  // The operator's .env, as the server reads it: its TRANSCODE_PRESET and TRANSCODE_THREADS are measured.
  loadDotEnv();
  const config = loadConfig();
  const tools = await checkTranscodeTools({ config });
  if (!tools.ready) {
    writeFileSync(out, JSON.stringify({ skipped: whyNot(tools) }));
    return;
  }
  const encode = { ...DEFAULT_ENCODE, ...configuredEncode(config) };
  const marks: Mark[] = [];
  let plan: TranscodePlan | null = null;
  const result = await transcodeVideo(
    { config },
    {
      input,
      outputDir,
      encode: configuredEncode(config),
      onStep: (step, stepPlan) => {
        marks.push(mark(step));
        plan = stepPlan ?? plan;
      },
    },
  );
  marks.push(mark('end'));

  const steps = marks.slice(0, -1).map((m, i) => {
    const next = marks[i + 1];
    return {
      name: m.step,
      wallSeconds: (next.at - m.at) / 1000,
      cpuSeconds: m.cpu === null || next.cpu === null ? null : next.cpu - m.cpu,
    };
  });
  const first = marks[0];
  const last = marks[marks.length - 1];
  const { video, audio } = result.source;
  writeFileSync(
    out,
    JSON.stringify({
      ffmpeg: tools.ffmpeg.version,
      preset: encode.preset,
      threads: encode.threads,
      source: {
        durationSeconds: result.source.durationSeconds,
        container: result.source.container,
        videoCodec: video.codec,
        width: video.displayWidth,
        height: video.displayHeight,
        fps: video.fps,
        audioCodec: audio[0]?.codec ?? null,
        sizeBytes: result.source.sizeBytes,
      },
      plan,
      wallSeconds: (last.at - first.at) / 1000,
      cpuSeconds: first.cpu === null || last.cpu === null ? null : last.cpu - first.cpu,
      steps,
    }),
  );
}

await run();
