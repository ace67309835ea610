import { execFile } from 'node:child_process';
import { AppError } from '#core/errors';
import { abortReason, failure } from './ffmpeg-run';
import { TranscodeMessage } from './messages';

/*
 * What ffprobe says of an upload, reduced to what the plan and the steps need. Everything else that
 * ffprobe reports (codec private data, side data, tags) is left out on purpose: the plan must not come to
 * depend on fields some containers lack.
 */

/** The containers a transcode reads (ffmpeg's demuxer names); see INPUT_GUARD. */
const DEMUXERS = 'mov,matroska,avi,flv,mpegts,mpeg,asf,ogg,mxf';

/**
 * Put before `-i` of every ffprobe and ffmpeg run that reads an upload. An upload is untrusted: a file that is
 * really an HLS or concat playlist would make ffmpeg open whatever it names (other local files, or the
 * network). Only the demuxers of ordinary video files are allowed, and only the file protocol.
 */
export const INPUT_GUARD = ['-format_whitelist', DEMUXERS, '-protocol_whitelist', 'file'];

/** The input argument for a local path: `file:` so that a colon in a name is never read as a protocol. */
export const inputOf = (path: string) => `file:${path}`;

export interface VideoStream {
  /** The stream's index in the file (what `-map 0:<index>` names). */
  index: number;
  codec: string;
  pixelFormat: string;
  /** Coded size, as stored. */
  width: number;
  height: number;
  /** Size as shown: rotation and a non-square sample aspect applied. */
  displayWidth: number;
  displayHeight: number;
  /** Frames per second (the average rate; the nominal one when the container has none). */
  fps: number;
  /** Degrees the picture is turned for display, as ffprobe gives them: 0, 90, 180 or 270. */
  rotation: number;
}

export interface AudioStream {
  index: number;
  codec: string;
  channels: number;
  sampleRate: number;
  language: string | null;
}

export interface SubtitleStream {
  index: number;
  codec: string;
  language: string | null;
  title: string | null;
  /** Text cues (can become WebVTT), not pictures (DVD, Blu-ray, DVB subtitles). */
  text: boolean;
}

export interface MediaProbe {
  durationSeconds: number;
  sizeBytes: number;
  /** ffprobe's format name, e.g. `mov,mp4,m4a,3gp,3g2,mj2` or `matroska,webm`. */
  container: string;
  /** Overall bits per second, 0 when unknown. */
  bitRate: number;
  video: VideoStream;
  audio: AudioStream[];
  subtitles: SubtitleStream[];
}

/** Subtitle codecs ffmpeg decodes to text; the others are pictures. */
const TEXT_SUBTITLES = new Set([
  'mov_text',
  'subrip',
  'srt',
  'ass',
  'ssa',
  'webvtt',
  'text',
  'microdvd',
  'subviewer',
  'subviewer1',
  'sami',
  'realtext',
  'mpl2',
  'jacosub',
  'pjs',
  'vplayer',
  'stl',
]);

interface RawStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  channels?: number;
  sample_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
}

interface RawProbe {
  streams?: RawStream[];
  format?: { format_name?: string; duration?: string; size?: string; bit_rate?: string };
}

const PROBE_TIMEOUT_MS = 60_000;

/** Reads a local file; AppError `notVideo` when it is not a video with a duration, `noTools` without ffprobe. */
export async function probeMedia(ffprobe: string, file: string, signal?: AbortSignal): Promise<MediaProbe> {
  const raw = await new Promise<RawProbe | null>((resolve, reject) => {
    execFile(
      ffprobe,
      [
        ...['-v', 'error', ...INPUT_GUARD, '-print_format', 'json', '-show_format', '-show_streams'],
        inputOf(file),
      ],
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, signal, windowsHide: true },
      (error, stdout) => {
        if (signal?.aborted) return reject(abortReason(signal));
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          return reject(failure(TranscodeMessage.noTools, `${ffprobe} not found`));
        }
        // ffprobe exits 1 for data it cannot read: that is the answer, not a failure of the server.
        if (error) return resolve(null);
        try {
          resolve(JSON.parse(stdout) as RawProbe);
        } catch {
          resolve(null);
        }
      },
    );
  });
  const probe = raw ? readProbe(raw) : null;
  if (!probe) throw new AppError(TranscodeMessage.notVideo);
  return probe;
}

const positive = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** `30000/1001` → 29.97; `0/0` → 0. */
function rate(value: string | undefined): number {
  const [num, den] = (value ?? '').split('/').map(Number);
  return num && den ? num / den : 0;
}

/**
 * The display matrix's rotation (ffprobe 5+), or the older `rotate` tag, as 0/90/180/270. The two count in
 * opposite directions, which does not matter here: only whether width and height swap is used (ffmpeg turns
 * the picture itself when it encodes).
 */
function rotationOf(stream: RawStream): number {
  const matrix = stream.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation;
  const degrees = matrix ?? Number(stream.tags?.rotate ?? 0);
  const quarter = Math.round((Number.isFinite(degrees) ? degrees : 0) / 90);
  return (((quarter % 4) + 4) % 4) * 90;
}

function videoOf(stream: RawStream): VideoStream | null {
  const width = positive(stream.width);
  const height = positive(stream.height);
  if (!width || !height) return null;
  const [sarNum, sarDen] = (stream.sample_aspect_ratio ?? '1:1').split(':').map(Number);
  const sar = sarNum && sarDen ? sarNum / sarDen : 1;
  const rotation = rotationOf(stream);
  const shownWidth = Math.round(width * sar);
  const turned = rotation === 90 || rotation === 270;
  return {
    index: stream.index,
    codec: stream.codec_name ?? '',
    pixelFormat: stream.pix_fmt ?? '',
    width,
    height,
    displayWidth: turned ? height : shownWidth,
    displayHeight: turned ? shownWidth : height,
    fps: rate(stream.avg_frame_rate) || rate(stream.r_frame_rate),
    rotation,
  };
}

const languageOf = (stream: RawStream) => {
  const tag = stream.tags?.language?.trim();
  return tag && tag !== 'und' ? tag : null;
};

export function readProbe(raw: RawProbe): MediaProbe | null {
  const streams = raw.streams ?? [];
  // A cover picture of an audio file is a one-frame "video" stream: not a video.
  const first = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const video = first ? videoOf(first) : null;
  // A still image has a video stream too, but no duration.
  const durationSeconds = positive(raw.format?.duration) || positive(first?.duration);
  if (!video || !durationSeconds) return null;
  return {
    durationSeconds,
    sizeBytes: positive(raw.format?.size),
    container: raw.format?.format_name ?? '',
    bitRate: positive(raw.format?.bit_rate),
    video,
    audio: streams
      .filter((s) => s.codec_type === 'audio')
      .map((s) => ({
        index: s.index,
        codec: s.codec_name ?? '',
        channels: positive(s.channels),
        sampleRate: positive(s.sample_rate),
        language: languageOf(s),
      })),
    subtitles: streams
      .filter((s) => s.codec_type === 'subtitle')
      .map((s) => ({
        index: s.index,
        codec: s.codec_name ?? '',
        language: languageOf(s),
        title: s.tags?.title?.trim() || null,
        text: TEXT_SUBTITLES.has(s.codec_name ?? ''),
      })),
  };
}
