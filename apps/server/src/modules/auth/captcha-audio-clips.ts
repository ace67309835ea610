import { readdirSync, readFileSync } from 'node:fs';
import type { TCaptchaAudioLang } from '@shuyuan/contract';
import { ASSETS_DIR } from '#core/server-files';
import { type Pcm16, readPcm16 } from './wav';

/*
 * The spoken digits committed under assets/captcha-audio/{cn,en}/{voice}/{0-9}.wav, made by make-clips.sh
 * there (decision 023): several espeak-ng voices per language, so the server can pick one per digit.
 */

const CLIPS_DIR = `${ASSETS_DIR}captcha-audio/`;

const cache = new Map<TCaptchaAudioLang, Pcm16[][]>();

/** The clips of a language, read once: `[voice][digit]`. */
export function digitVoices(lang: TCaptchaAudioLang): Pcm16[][] {
  let voices = cache.get(lang);
  if (!voices) {
    const dir = `${CLIPS_DIR}${lang}/`;
    const names = readdirSync(dir)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(a) - Number(b));
    voices = names.map((voice) =>
      Array.from({ length: 10 }, (_, d) => readPcm16(readFileSync(`${dir}${voice}/${d}.wav`))),
    );
    if (voices.length === 0) throw new Error(`no captcha voices under ${dir}`);
    cache.set(lang, voices);
  }
  return voices;
}
