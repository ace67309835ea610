import {
  type TranscodeErrorCode,
  type TranscodeStepCode,
  transcodeErrorCodes,
  transcodeStepCodes,
} from '@shuyuan/contract';
import type { AppError } from '#core/errors';
import { TranscodeMessage } from './messages';

/*
 * What a transcode job writes into the queue is codes, not sentences (issue 22): the job's progress line is
 * a step code (`hls: 360p/720p`, `done`) and its error an error code with what ffmpeg said (`ffmpeg-failed:
 * Invalid data found when processing input`). The console says them in its reader's language; the queue,
 * the log and BullMQ's own screens still read them as text. Both are `code` or `code: detail`, parsed by
 * one function, so a line written before codes existed (a sentence) still reads, as its own detail.
 */

const SEPARATOR = ': ';
/** Keeps an error's detail short enough for one line of the console (the whole text is in the log). */
const DETAIL_LIMIT = 300;

export function encodeJobCode(code: string, detail = ''): string {
  return detail ? `${code}${SEPARATOR}${detail}` : code;
}

function parse<C extends string>(text: string, codes: readonly C[]): { code: C | null; detail: string } {
  const at = text.indexOf(SEPARATOR);
  const head = at < 0 ? text : text.slice(0, at);
  const code = codes.find((c) => c === head) ?? null;
  if (!code) return { code: null, detail: text };
  return { code, detail: at < 0 ? '' : text.slice(at + SEPARATOR.length) };
}

/** A job's progress line as a step code and its detail (the qualities of `mp4`, `hls`); null: no code. */
export const parseStep = (line: string) => parse<TranscodeStepCode>(line, transcodeStepCodes);

const LEGACY_ERRORS: Record<string, TranscodeErrorCode> = {
  [TranscodeMessage.notVideo]: 'not-video',
  [TranscodeMessage.noTools]: 'no-tools',
  [TranscodeMessage.failed]: 'ffmpeg-failed',
  [TranscodeMessage.sourceMissing]: 'source-missing',
};

/**
 * A failed job's error as a code and a detail. The queue's own errors are English sentences (a process that
 * kept dying under the job, BullMQ's stalled check); anything else unknown keeps its text as the detail.
 */
export function parseJobError(error: string): { code: TranscodeErrorCode; detail: string } {
  const parsed = parse<TranscodeErrorCode>(error, transcodeErrorCodes);
  if (parsed.code) return { code: parsed.code, detail: parsed.detail };
  const legacy = LEGACY_ERRORS[error];
  if (legacy) return { code: legacy, detail: '' };
  if (/stopped \d+ times|stalled/i.test(error)) return { code: 'stalled', detail: error };
  return { code: 'unknown', detail: error };
}

/** The last line ffmpeg wrote before it failed: usually the reason (`Invalid data found…`), in its words. */
function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (lines.at(-1) ?? '').slice(0, DETAIL_LIMIT);
}

/**
 * The error a failed run leaves in the queue: the pipeline's AppErrors by their code, with ffmpeg's last
 * line as the detail when there is one.
 */
export function jobErrorOf(error: AppError): Error {
  const code = LEGACY_ERRORS[error.message] ?? 'unknown';
  const cause = error.cause instanceof Error ? error.cause.message : '';
  const detail = code === 'unknown' ? error.message : lastLine(cause);
  const coded = new Error(encodeJobCode(code, detail));
  coded.cause = error;
  return coded;
}
