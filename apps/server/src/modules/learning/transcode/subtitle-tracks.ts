import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inputThreads, type Step } from './encode-settings';
import { runFfmpeg } from './ffmpeg-run';
import { INPUT_GUARD, inputOf, type SubtitleStream } from './probe';

/*
 * Subtitles the upload carries are kept: each text subtitle stream becomes a WebVTT file (what the player
 * and video_captions take), all in one ffmpeg run. Picture subtitles (DVD, Blu-ray, DVB) cannot become text
 * without OCR and are reported as skipped.
 *
 * Containers tag languages in ISO 639-2 (`eng`, `chi`); the player's srclang and the console's caption
 * form take BCP 47, whose two-letter codes are used where ISO 639-1 has one.
 */

export const CAPTIONS_DIR = 'captions';

export interface CaptionOutput {
  path: string;
  /** BCP 47 (`en`, `zh`), or null when the stream has no language tag. */
  lang: string | null;
  /** The stream's title tag, if any (a label for the player's menu). */
  label: string | null;
  /** The subtitle stream's index in the upload. */
  streamIndex: number;
}

export interface CaptionsOutput {
  captions: CaptionOutput[];
  /** Picture subtitles left out. */
  skipped: { streamIndex: number; codec: string }[];
}

/** ISO 639-2 (bibliographic and terminology forms) → ISO 639-1, for the languages lessons mostly carry. */
const TWO_LETTER: Record<string, string> = {
  eng: 'en',
  chi: 'zh',
  zho: 'zh',
  jpn: 'ja',
  kor: 'ko',
  fre: 'fr',
  fra: 'fr',
  ger: 'de',
  deu: 'de',
  spa: 'es',
  por: 'pt',
  ita: 'it',
  rus: 'ru',
  ara: 'ar',
  hin: 'hi',
  vie: 'vi',
  tha: 'th',
  ind: 'id',
  may: 'ms',
  msa: 'ms',
  dut: 'nl',
  nld: 'nl',
  tur: 'tr',
  pol: 'pl',
  ukr: 'uk',
};

/** A language tag as BCP 47, or null when it is none (caption rows check `^[A-Za-z]{2,3}(-…)*$`). */
export function bcp47(tag: string | null): string | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const [primary = '', ...rest] = lower.split('-');
  const base = TWO_LETTER[primary] ?? primary;
  if (!/^[a-z]{2,3}$/.test(base)) return null;
  const regions = rest.filter((part) => /^[a-z0-9]{2,8}$/.test(part)).slice(0, 2);
  // BCP 47's case conventions: region upper case (`zh-CN`), script title case (`zh-Hans`).
  const cased = regions.map((r) =>
    r.length === 2 ? r.toUpperCase() : r.length === 4 ? r[0].toUpperCase() + r.slice(1) : r,
  );
  return [base, ...cased].join('-');
}

const textOnly = (streams: SubtitleStream[]) => streams.filter((s) => s.text);

export const extractCaptions: Step<CaptionsOutput> = async (ctx, onProgress) => {
  const streams = textOnly(ctx.probe.subtitles);
  const skipped = ctx.probe.subtitles
    .filter((s) => !s.text)
    .map((s) => ({ streamIndex: s.index, codec: s.codec }));
  if (streams.length === 0) return { captions: [], skipped };
  await mkdir(join(ctx.dir, CAPTIONS_DIR), { recursive: true });
  // Named by position, never by a tag the upload chose.
  const captions = streams.map((s, i) => ({
    path: `${CAPTIONS_DIR}/${i + 1}.vtt`,
    lang: bcp47(s.language),
    label: s.title,
    streamIndex: s.index,
  }));
  await runFfmpeg({
    program: ctx.ffmpeg,
    args: [
      ...inputThreads(ctx.settings),
      ...INPUT_GUARD,
      ...['-i', inputOf(ctx.input)],
      ...captions.flatMap((c) => [
        ...['-map', `0:${c.streamIndex}`, '-c:s', 'webvtt', '-f', 'webvtt', join(ctx.dir, c.path)],
      ]),
    ],
    seconds: ctx.probe.durationSeconds,
    signal: ctx.signal,
    onProgress,
  });
  return { captions, skipped };
};
