// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type WriteBundle = (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;

describe('precompress', () => {
  it('writes brotli and gzip siblings that decompress to the asset, and skips tiny or binary files', async () => {
    const code = `export const words = ${JSON.stringify('书院 shuyuan '.repeat(2000))};`;
    const css = 'body{color:#1f8f4e}'.repeat(200);
    const bundle = {
      'assets/app-1.js': { type: 'chunk', fileName: 'assets/app-1.js', code },
      'assets/app-1.css': { type: 'asset', fileName: 'assets/app-1.css', source: css },
      'assets/tiny-1.js': { type: 'chunk', fileName: 'assets/tiny-1.js', code: 'export {}' },
      'assets/logo-1.png': { type: 'asset', fileName: 'assets/logo-1.png', source: new Uint8Array(4096) },
    };
    mkdirSync(join(dir, 'assets'));
    await (precompress().writeBundle as unknown as WriteBundle)({ dir }, bundle);

    const js = join(dir, 'assets/app-1.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString('utf8')).toBe(code);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString('utf8')).toBe(code);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(Buffer.byteLength(code) / 10);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app-1.css.br'))).toString('utf8')).toBe(css);
    expect(existsSync(join(dir, 'assets/tiny-1.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/logo-1.png.br'))).toBe(false);
  });
});
