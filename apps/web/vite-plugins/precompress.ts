import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|svg|json|wasm|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes `x.js.br` (quality 11) and `x.js.gz` (level 9) next to every hashed asset. The server
 * (@fastify/static with preCompressed) sends them as they are: without them @fastify/compress compressed
 * the same 700 kB of JavaScript again for every first visit, at a lower quality and on the request's CPU
 * (`npm run loadtest` showed first-visit assets at a p50 of 600 ms under load).
 */
export function precompress(): Plugin {
  return {
    name: 'shuyuan-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.values(bundle).filter((f) => COMPRESSIBLE.test(f.fileName));
      await Promise.all(
        files.map(async (f) => {
          const source = f.type === 'chunk' ? Buffer.from(f.code) : Buffer.from(f.source);
          if (source.length < MIN_BYTES) return;
          const path = join(outDir, f.fileName);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}
