import { describe, expect, it } from 'vitest';
import { checkWebVtt, trimWebVtt } from './media/webvtt';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('checkWebVtt', () => {
  it('accepts the signature alone, with a title, after a BOM and with CRLF lines', () => {
    for (const text of [
      'WEBVTT',
      'WEBVTT\n',
      'WEBVTT - 标题\n\n00:01.000 --> 00:02.000\n你好\n',
      '\ufeffWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nhi\r\n',
      'WEBVTT\tx\n',
    ]) {
      expect(checkWebVtt(bytes(text)), JSON.stringify(text)).toMatchObject({ ok: true });
    }
    expect(checkWebVtt(bytes('\ufeffWEBVTT\n'))).toEqual({ ok: true, text: 'WEBVTT\n' });
  });

  it('refuses SRT, a lookalike signature, HTML, NUL and an empty file', () => {
    for (const text of [
      '1\n00:00:01,000 --> 00:00:02,000\nhi\n',
      'WEBVTTX\n',
      'webvtt\n',
      ' WEBVTT\n',
      '<html>WEBVTT</html>',
      'WEBVTT\n\u0000',
      '',
    ]) {
      expect(checkWebVtt(bytes(text)), JSON.stringify(text)).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('refuses bytes that are not UTF-8 (GBK, Latin-1, binary) rather than guessing', () => {
    const gbk = Buffer.concat([
      bytes('WEBVTT\n\n00:01.000 --> 00:02.000\n'),
      Buffer.from([0xc4, 0xe3, 0xba]),
    ]);
    expect(checkWebVtt(gbk)).toEqual({ ok: false, reason: 'utf8' });
    expect(checkWebVtt(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff]))).toEqual({ ok: false, reason: 'utf8' });
  });
});

describe('trimWebVtt', () => {
  // The parts a trim keeps (header and styles, the cues that start before 10 s) around those it drops.
  const header = ['WEBVTT', '', 'STYLE', '::cue { color: yellow }', ''];
  const early = [
    'a',
    '00:00:01.000 --> 00:00:03.000',
    'first',
    '',
    '00:09.999 --> 00:12.000 align:start',
    'second',
    '',
  ];
  const file = [
    ...header,
    'NOTE the whole lesson follows',
    '',
    ...early,
    'c',
    '00:00:10.000 --> 00:00:12.000',
    'third',
    '',
    '01:00:00.000 --> 01:00:02.000',
    'an hour in',
  ].join('\r\n');

  it('keeps the header, styles and the cues that start before the limit; drops notes and later cues', () => {
    const trimmed = trimWebVtt(file, 10);
    expect(trimmed).toBe([...header, ...early].join('\n'));
    expect(checkWebVtt(bytes(trimmed))).toMatchObject({ ok: true });
  });

  it('reads hours in cue times', () => {
    expect(trimWebVtt(file, 3601)).toContain('an hour in');
    expect(trimWebVtt(file, 3600)).not.toContain('an hour in');
  });
});
