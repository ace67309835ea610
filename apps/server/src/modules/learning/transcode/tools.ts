import { execFile } from 'node:child_process';
import type { Deps } from '#core/deps';

/*
 * Whether this server can transcode: ffmpeg and ffprobe run (FFMPEG_PATH, FFPROBE_PATH), and ffmpeg has the
 * H.264 encoder every output needs (some builds, LGPL-only ones among them, leave libx264 out). The console
 * says so; without them an upload is served as it was uploaded.
 */

export interface ToolState {
  /** The configured program. */
  path: string;
  runs: boolean;
  /** From `-version`'s first line (`5.1.9-0+deb12u1`); null when it does not run. */
  version: string | null;
}

export interface TranscodeTools {
  ffmpeg: ToolState;
  ffprobe: ToolState;
  h264Encoder: boolean;
  /** All three: uploads can be transcoded. */
  ready: boolean;
}

const TIMEOUT_MS = 10_000;

function output(program: string, args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(program, args, { timeout: TIMEOUT_MS, windowsHide: true }, (error, stdout) =>
      resolve(error ? null : stdout),
    );
  });
}

async function toolState(path: string, name: string): Promise<ToolState> {
  const text = await output(path, ['-hide_banner', '-version']);
  if (text === null) return { path, runs: false, version: null };
  const version = new RegExp(`^${name} version (\\S+)`).exec(text)?.[1] ?? null;
  return { path, runs: true, version };
}

export async function checkTranscodeTools(deps: Deps<'config'>): Promise<TranscodeTools> {
  const [ffmpeg, ffprobe, encoders] = await Promise.all([
    toolState(deps.config.ffmpegPath, 'ffmpeg'),
    toolState(deps.config.ffprobePath, 'ffprobe'),
    output(deps.config.ffmpegPath, ['-hide_banner', '-encoders']),
  ]);
  const h264Encoder = /^\s*V\S*\s+libx264\s/m.test(encoders ?? '');
  return { ffmpeg, ffprobe, h264Encoder, ready: ffmpeg.runs && ffprobe.runs && h264Encoder };
}

/** One check per configuration (a process has one): the programs do not come and go while it runs. */
const known = new WeakMap<object, Promise<TranscodeTools>>();

/**
 * The tools as this process found them the first time it asked (an upload needs the answer on every
 * completion, and three program runs each time would be wasted); `fresh` checks again and keeps that answer
 * (the console's status, after an operator installed ffmpeg).
 */
export function readTranscodeTools(deps: Deps<'config'>, fresh = false): Promise<TranscodeTools> {
  let tools = fresh ? undefined : known.get(deps.config);
  if (!tools) {
    tools = checkTranscodeTools(deps);
    known.set(deps.config, tools);
  }
  return tools;
}
