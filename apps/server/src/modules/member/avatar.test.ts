import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { type MultipartPart, multipart } from '#test/helpers/multipart';
import { forEachDatabase, type TestApp } from '#test/helpers/test-app';
import { sniffImageFormat } from './avatar-image';

const URL_PATH = '/api/v2/member/detail/avatar';

async function upload(t: TestApp, m: MemberWithToken | null, parts: MultipartPart[]) {
  const body = multipart(parts);
  const response = await t.inject({
    method: 'POST',
    url: URL_PATH,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(m?.headers ?? {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; message: string; data: unknown };
}

const file = (content: Buffer | string, filename = 'me.png', type = 'image/png'): MultipartPart => ({
  name: 'file',
  filename,
  type,
  content,
});

const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  });

let png: Buffer;
let jpegWithGps: Buffer;
let gif: Buffer;
let webp: Buffer;
let svg: Buffer;

beforeAll(async () => {
  png = await noise(300, 200).png().toBuffer();
  jpegWithGps = await noise(120, 160)
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 0/1' },
    })
    .toBuffer();
  gif = await noise(40, 40).gif().toBuffer();
  webp = await noise(64, 64).webp().toBuffer();
  svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
});

describe('sniffImageFormat', () => {
  it('reads the signature, not the name', () => {
    expect(sniffImageFormat(png)).toBe('png');
    expect(sniffImageFormat(jpegWithGps)).toBe('jpeg');
    expect(sniffImageFormat(gif)).toBe('gif');
    expect(sniffImageFormat(webp)).toBe('webp');
    expect(sniffImageFormat(svg)).toBeNull();
    expect(sniffImageFormat(Buffer.from('hello'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

/** Avatar upload: what is stored is always a fresh square WebP under a random name; bad uploads are envelopes. */
forEachDatabase((t) => {
  const avatarFiles = () => {
    const dir = join(t.dataDir, 'storage', 'avatars');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('needs a login before reading anything', async () => {
    expect(await upload(t, null, [file(png)])).toEqual({ code: 401, message: '请登录', data: [] });
  });

  it('stores a re-encoded 256×256 WebP under a random name and replaces the previous one', async () => {
    const m = await createMemberWithToken(t);
    expect(await upload(t, m, [file(png, '../../etc/passwd.png')])).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    const first = (await t.get('/api/v2/member/detail', m.headers)).data.avatar as string;
    expect(first).toMatch(/^http:\/\/localhost(:\d+)?\/storage\/avatars\/[0-9a-f]{32}\.webp$/);
    const path = new URL(first).pathname;
    const served = await t.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    // A JPEG named .gif with a wrong declared type is still a JPEG: accepted, EXIF (with GPS) dropped.
    expect((await upload(t, m, [file(jpegWithGps, 'photo.gif', 'image/gif')])).code).toBe(0);
    const second = new URL((await t.get('/api/v2/member/detail', m.headers)).data.avatar).pathname;
    expect(second).not.toBe(path);
    const stored = (await t.inject({ method: 'GET', url: second })).rawPayload;
    const storedMeta = await sharp(stored).metadata();
    expect(storedMeta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    // The replaced file is gone.
    expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(avatarFiles()).toContain(second.split('/').pop());
    expect(avatarFiles()).not.toContain(path.split('/').pop());
  });

  it('accepts GIF and WebP', async () => {
    const m = await createMemberWithToken(t);
    expect((await upload(t, m, [file(gif, 'a.gif', 'image/gif')])).code).toBe(0);
    expect((await upload(t, m, [file(webp, 'a.webp', 'image/webp')])).code).toBe(0);
  });

  describe('bad uploads answer an envelope and store nothing', () => {
    let m: MemberWithToken;
    let before: string[];
    beforeAll(async () => {
      m = await createMemberWithToken(t);
    });
    const expectRefused = async (parts: MultipartPart[], message: string) => {
      before = avatarFiles();
      expect(await upload(t, m, parts)).toEqual({ code: 1, message, data: [] });
      expect(avatarFiles()).toEqual(before);
      expect((await t.get('/api/v2/member/detail', m.headers)).data.avatar).toMatch(/default_avatar\.svg$/);
    };

    it('no file, an empty file, another field name, only text fields', async () => {
      await expectRefused([], '请上传文件');
      await expectRefused([file(Buffer.alloc(0))], '请上传文件');
      await expectRefused([{ ...file(png), name: 'avatar' }], '请上传文件');
      await expectRefused([{ name: 'file', content: 'just text' }], '请上传文件');
    });

    it('a text file renamed .png, an SVG, a PDF, a PNG signature glued onto text', async () => {
      await expectRefused([file('hello, I am not a picture')], '请上传图片文件');
      await expectRefused([file(svg, 'a.svg', 'image/svg+xml')], '请上传图片文件');
      await expectRefused([file('%PDF-1.4 fake', 'a.png')], '请上传图片文件');
      await expectRefused(
        [file(Buffer.concat([png.subarray(0, 8), Buffer.from('garbage'.repeat(50))]))],
        '请上传图片文件',
      );
    });

    it('a truncated PNG and a truncated JPEG', async () => {
      await expectRefused([file(png.subarray(0, Math.floor(png.length / 2)))], '请上传图片文件');
      await expectRefused(
        [file(jpegWithGps.subarray(0, Math.floor(jpegWithGps.length / 2)), 'a.jpg')],
        '请上传图片文件',
      );
    });

    it('a file over 1 MiB, even a valid image', async () => {
      const big = await noise(800, 800).png({ compressionLevel: 0 }).toBuffer();
      expect(big.length).toBeGreaterThan(1024 * 1024);
      await expectRefused([file(big)], '文件不能超过1M');
    });

    it('a canvas too large to decode safely', async () => {
      // 6000×6000 of one colour compresses to a few KiB but would decode to 108 MB.
      const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      await expectRefused([file(bomb)], '请上传图片文件');
    });

    it('a JSON body, a form body and a broken multipart body', async () => {
      const json = await t.post(URL_PATH, { file: 'data:image/png;base64,AAAA' }, m.headers);
      expect(json).toEqual({ code: 1, message: '请上传文件', data: [] });
      const form = await t.inject({
        method: 'POST',
        url: URL_PATH,
        payload: 'file=abc',
        headers: { ...m.headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(200);
      expect(form.json().code).toBe(1);
      const broken = await t.inject({
        method: 'POST',
        url: URL_PATH,
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        headers: { ...m.headers, 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(broken.statusCode).toBe(200);
      expect(broken.json()).toMatchObject({ code: 1 });
      const noBoundary = await t.inject({
        method: 'POST',
        url: URL_PATH,
        payload: 'abc',
        headers: { ...m.headers, 'content-type': 'multipart/form-data' },
      });
      expect(noBoundary.statusCode).toBe(200);
      expect(noBoundary.json()).toMatchObject({ code: 1 });
    });
  });
});
