/*
 * Just enough RIFF/WAVE for the audio captcha: read the 16-bit mono PCM clips committed under
 * assets/captcha-audio/ and write the spoken answer back out. No package needed for a 44-byte header.
 */

export interface Pcm16 {
  sampleRate: number;
  samples: Int16Array;
}

/** The samples of a 16-bit mono PCM WAV file (any extra chunks, such as LIST, are skipped). */
export function readPcm16(file: Buffer): Pcm16 {
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= file.length) {
    const id = file.toString('latin1', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = file.readUInt16LE(body);
      const channels = file.readUInt16LE(body + 2);
      const bits = file.readUInt16LE(body + 14);
      // 0xfffe (extensible) is how some tools label plain PCM.
      if ((format !== 1 && format !== 0xfffe) || channels !== 1 || bits !== 16) {
        throw new Error('not 16-bit mono PCM');
      }
      sampleRate = file.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('data before fmt');
      const end = Math.min(body + size, file.length);
      const samples = new Int16Array((end - body) >> 1);
      for (let i = 0; i < samples.length; i += 1) samples[i] = file.readInt16LE(body + i * 2);
      return { sampleRate, samples };
    }
    offset = body + size + (size & 1);
  }
  throw new Error('no data chunk');
}

/** A 16-bit mono PCM WAV file of the samples. */
export function encodeWav({ sampleRate, samples }: Pcm16): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'latin1');
  out.write('fmt ', 12, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i += 1) out.writeInt16LE(samples[i], 44 + i * 2);
  return out;
}
