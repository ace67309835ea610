import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { TCaptchaAudioLang } from '@shuyuan/contract';
import { digitVoices } from '../captcha-audio-clips';
import { composeAnswer } from '../captcha-audio-mix';
import { encodeWav, type Pcm16 } from '../wav';

/*
 * Writes recordings for measuring the audio captcha by ear or by a recogniser (decision 023; not a test):
 *   npx tsx apps/server/src/modules/auth/testing/write-captcha-samples.ts KIND LANG COUNT DIR
 * KIND `answers`: whole recordings as served, DIR/NNN-ANSWER.wav;
 * KIND `digits`: each digit of served recordings cut out with 0.1 s of what is around it, DIR/NNN-D.wav;
 * KIND `clips`: committed clips as they are, a random voice each, DIR/NNN-D.wav (the clean reference).
 * testing/asr-digits.sh reads a `digits` or `clips` folder with pocketsphinx.
 */

const [kind, lang, count, dir] = process.argv.slice(2) as [string, TCaptchaAudioLang, string, string];
mkdirSync(dir, { recursive: true });
const name = (i: number, label: string) => `${dir}/${String(i).padStart(3, '0')}-${label}.wav`;
const toPcm = (sampleRate: number, x: Float32Array): Pcm16 => ({
  sampleRate,
  samples: Int16Array.from(x, (s) => Math.max(-32768, Math.min(32767, Math.round(s * 32767)))),
});

for (let i = 0; i < Number(count); ) {
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  if (kind === 'clips') {
    const voices = digitVoices(lang);
    writeFileSync(name(i, answer[0]), encodeWav(voices[randomInt(0, voices.length)][Number(answer[0])]));
    i += 1;
    continue;
  }
  const { sampleRate, speech, interference, spans } = composeAnswer(answer, lang);
  const mix = speech.map((s, k) => s + interference[k]);
  if (kind === 'answers') {
    writeFileSync(name(i, answer), encodeWav(toPcm(sampleRate, mix)));
    i += 1;
    continue;
  }
  const margin = Math.round(0.1 * sampleRate);
  spans.forEach(([start, end], d) => {
    const cut = mix.slice(Math.max(0, start - margin), Math.min(mix.length, end + margin));
    writeFileSync(name(i + d, answer[d]), encodeWav(toPcm(sampleRate, cut)));
  });
  i += spans.length;
}
