import { createDecipheriv } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { S3Store } from '#core/storage/s3-store';
import { signatureOf } from '#test/helpers/sigv4';
import { parseByteRange } from './media/byte-range';
import { encryptHlsFolder } from './media/hls-encrypt';
import { isMasterPlaylist, rewriteMasterPlaylist, rewritePlaylist } from './media/hls-playlist';
import { locateMedia, locateRelative } from './media/locate';
import { cappedSize } from './media/send-bytes';
import { mediaKey, signMediaToken, verifyMediaToken } from './media/token';
import { reachesEnd, reportTarget } from './progress';

describe('S3 SigV4 query signing', () => {
  const example = {
    endpoint: 'https://s3.amazonaws.com',
    region: 'us-east-1',
    bucket: 'examplebucket',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    pathStyle: false,
  };

  it('the checking signer matches the pre-signed GET example of the S3 documentation', () => {
    const url = new URL(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host',
    );
    expect(signatureOf(url, example.secretAccessKey)).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('the SDK signs the example as the documentation does (virtual-hosted style)', async () => {
    const url = new URL(
      await new S3Store(example).presignGet('test.txt', 86400, new Date('2013-05-24T00:00:00Z')),
    );
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt',
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('86400');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-Signature')).toBe(signatureOf(url, example.secretAccessKey));
    // A signature for another secret or another object does not pass.
    expect(url.searchParams.get('X-Amz-Signature')).not.toBe(signatureOf(url, 'other'));
  });

  it('puts the bucket in the path for path-style endpoints and encodes the key', async () => {
    const settings = {
      ...example,
      endpoint: 'http://127.0.0.1:9000',
      region: 'cn-1',
      bucket: 'media',
      pathStyle: true,
    };
    const url = new URL(await new S3Store(settings).presignGet('course 1/第一课.mp4', 600));
    expect(url.host).toBe('127.0.0.1:9000');
    expect(url.pathname).toBe(`/media/course%201/${encodeURIComponent('第一课')}.mp4`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toBe(signatureOf(url, settings.secretAccessKey));
  });
});

describe('byte ranges', () => {
  it('reads single, open and suffix ranges', () => {
    expect(parseByteRange(undefined, 10)).toEqual({ kind: 'none' });
    expect(parseByteRange('bytes=2-5', 10)).toEqual({ kind: 'range', start: 2, end: 5 });
    expect(parseByteRange('bytes=2-', 10)).toEqual({ kind: 'range', start: 2, end: 9 });
    expect(parseByteRange('bytes=-3', 10)).toEqual({ kind: 'range', start: 7, end: 9 });
    expect(parseByteRange('bytes=5-100', 10)).toEqual({ kind: 'range', start: 5, end: 9 });
    expect(parseByteRange('bytes=0-1, 4-5', 10)).toEqual({ kind: 'range', start: 0, end: 1 });
    expect(parseByteRange('items=0-1', 10)).toEqual({ kind: 'none' });
  });

  it('refuses what cannot be satisfied', () => {
    for (const header of [
      'bytes=10-',
      'bytes=5-2',
      'bytes=-0',
      'bytes=abc',
      'bytes=-',
      'bytes=1-2-3',
      'bytes=99999999999999999999-',
    ]) {
      expect(parseByteRange(header, 10), header).toEqual({ kind: 'unsatisfiable' });
    }
  });

  it('caps a preview in proportion to free_seconds (+2 s)', () => {
    expect(cappedSize(1000, { limit: 0, duration: 20 })).toBe(1000);
    expect(cappedSize(1000, { limit: 8, duration: 20 })).toBe(500);
    expect(cappedSize(1000, { limit: 30, duration: 20 })).toBe(1000);
  });
});

describe('HLS playlists', () => {
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:6',
    '#EXT-X-KEY:METHOD=AES-128,URI="key"',
    '#EXTINF:6.0,',
    'seg-000.ts',
    '#EXTINF:6.0,',
    'seg-001.ts',
    '#EXTINF:6.0,',
    'seg-002.ts',
    '#EXTINF:2.0,',
    'seg-003.ts',
    '#EXT-X-ENDLIST',
  ].join('\n');
  let keys = 0;
  const options = (limitSeconds: number) => ({
    limitSeconds,
    segmentUrl: (uri: string) => `/signed/${uri}`,
    keyUrl: () => `/key/${++keys}`,
  });

  it('signs every segment and points the key at a fresh key address', () => {
    const out = rewritePlaylist(playlist, options(0));
    expect(out.match(/\/signed\/seg-\d+\.ts/g)).toHaveLength(4);
    expect(out).toMatch(/#EXT-X-KEY:METHOD=AES-128,URI="\/key\/\d+"/);
    expect(out.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(out).not.toMatch(/^seg-/m);
  });

  it('truncates a preview after the segment that contains free_seconds', () => {
    const out = rewritePlaylist(playlist, options(8));
    expect(out.match(/\/signed\/seg-\d+\.ts/g)).toEqual(['/signed/seg-000.ts', '/signed/seg-001.ts']);
    expect(out.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(rewritePlaylist(playlist, options(6)).match(/seg-\d+/g)).toEqual(['seg-000']);
    expect(rewritePlaylist(playlist, options(1)).match(/seg-\d+/g)).toEqual(['seg-000']);
  });

  it('rewrites a master playlist into signed variant addresses, leaving out what it cannot sign', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="en",URI="audio/en.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
      '360p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=2500000,RESOLUTION=1280x720',
      '720p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080',
      '1080p/index.m3u8',
      '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=100000,URI="720p/iframes.m3u8"',
    ].join('\n');
    expect(isMasterPlaylist(master)).toBe(true);
    expect(isMasterPlaylist(playlist)).toBe(false);
    // The 1080p rung has no rendition row here: it goes with its EXT-X-STREAM-INF.
    const out = rewriteMasterPlaylist(master, (uri) => (uri.startsWith('1080p') ? null : `/signed/${uri}`));
    expect(out?.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
      '/signed/360p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=2500000,RESOLUTION=1280x720',
      '/signed/720p/index.m3u8',
      '',
    ]);
    expect(rewriteMasterPlaylist(master, () => null)).toBeNull();
  });

  it('encrypts a folder as AES-128 HLS that decrypts back with the key and the sequence IV', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hls-'));
    try {
      writeFileSync(
        join(dir, 'index.m3u8'),
        '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1,\na.ts\n#EXTINF:1,\nb.ts\n#EXT-X-ENDLIST\n',
      );
      writeFileSync(join(dir, 'a.ts'), 'segment-a');
      writeFileSync(join(dir, 'b.ts'), 'segment-b-longer-than-sixteen-bytes');
      const key = encryptHlsFolder(dir, join(dir, 'out'));
      const text = readFileSync(join(dir, 'out', 'index.m3u8'), 'utf8');
      expect(text).toContain('#EXT-X-KEY:METHOD=AES-128,URI="key"');
      const iv = Buffer.alloc(16);
      iv.writeUInt32BE(1, 12);
      const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'hex'), iv);
      const clear = Buffer.concat([
        decipher.update(readFileSync(join(dir, 'out', 'b.ts'))),
        decipher.final(),
      ]);
      expect(clear.toString()).toBe('segment-b-longer-than-sixteen-bytes');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('media locations', () => {
  it('keeps local paths inside their root and resolves segments beside the playlist', () => {
    const local = locateMedia('/data', 'courses/1/index.m3u8');
    expect(local).toEqual({ kind: 'local', root: '/data/media', file: '/data/media/courses/1/index.m3u8' });
    expect(locateMedia('/data', '../etc/passwd')).toBeNull();
    expect(locateMedia('/data', 'javascript:alert(1)')).toBeNull();
    expect(locateMedia('/data', 's3:a/b.mp4')).toEqual({ kind: 's3', key: 'a/b.mp4' });
    expect(locateMedia('/data', 's3:../x')).toBeNull();
    expect(locateMedia('/data', 'https://cdn.example/v.mp4')).toEqual({
      kind: 'external',
      url: 'https://cdn.example/v.mp4',
    });
    if (!local) throw new Error('unreachable');
    expect(locateRelative(local, 'seg-1.ts')).toMatchObject({ file: '/data/media/courses/1/seg-1.ts' });
    expect(locateRelative(local, '../../../../x.ts')).toBeNull();
    expect(locateRelative(local, '/abs.ts')).toBeNull();
    expect(locateRelative({ kind: 's3', key: 'v/1/index.m3u8' }, 's.ts')).toEqual({
      kind: 's3',
      key: 'v/1/s.ts',
    });
  });
});

describe('media tokens', () => {
  const key = mediaKey('secret-secret-secret-secret-secret-00');
  const claims = { t: 'file' as const, u: 7, j: 'jti', v: 3, r: 0, f: '', l: 0, d: 20, e: 2_000_000_000 };

  it('verifies its own tokens and refuses tampered, foreign and expired ones', () => {
    const token = signMediaToken(key, claims);
    expect(verifyMediaToken(key, token, 1_000)).toEqual({ ok: true, claims });
    const [body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, u: 8 })).toString('base64url');
    expect(verifyMediaToken(key, `${forged}.${sig}`).ok).toBe(false);
    expect(verifyMediaToken(mediaKey('another-secret-another-secret-0000'), token).ok).toBe(false);
    expect(verifyMediaToken(key, `${body}.`).ok).toBe(false);
    expect(verifyMediaToken(key, 'junk').ok).toBe(false);
    expect(verifyMediaToken(key, token, 2_000_000_000_000)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('progress target', () => {
  const session = { previewLimit: 0, duration: 600 };

  it('caps a report at the preview limit and the duration, and counts the last second as the end', () => {
    expect(reportTarget(8, session)).toBe(8);
    expect(reportTarget(900, session)).toBe(600);
    expect(reportTarget(599.2, session)).toBe(600);
    expect(reportTarget(598.9, session)).toBe(598.9);
    expect(reportTarget(600, { ...session, previewLimit: 10 })).toBe(10);
    expect(reachesEnd(599.2, session)).toBe(true);
    expect(reachesEnd(598.9, session)).toBe(false);
    expect(reachesEnd(10, { duration: 600, previewLimit: 10 })).toBe(false);
  });
});
