#!/usr/bin/env node
// `npm run release [-- --out DIR]`: a self-contained folder that starts with `node server.mjs` on Node 24 and
// nothing else (decision 029): the bundled server, the built web app, the media the server reads at run time,
// .env.example, and production dependencies installed by `npm ci --omit=dev`. Default DIR:
// release/shuyuan-<version>/. The Dockerfile's build stage runs exactly this, and scripts/test/release.test.mjs
// builds and starts it.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths.mjs';
import { bundleServer } from './lib/release/bundle-server.mjs';
import { installDependencies, writeReleasePackage } from './lib/release/install-dependencies.mjs';
import { ensureWebBuilt, WEB_DIST_INDEX } from './lib/web-build.mjs';

const SERVER = join(ROOT, 'apps/server');
const RELEASE_FILES = join(ROOT, 'scripts/release-files');
/** Left behind by a release build, so that `--out` never empties a folder that is not a release. */
const MARKER = 'server.mjs';

const log = (message) => console.log(`[release] ${message}`);

/** An empty folder for the release: a previous release there is replaced, anything else is refused. */
function prepareOut(out) {
  if (existsSync(out) && readdirSync(out).length > 0) {
    if (!existsSync(join(out, MARKER)) || !existsSync(join(out, 'server'))) {
      throw new Error(`${out} is not empty and holds no release; choose another --out`);
    }
    rmSync(out, { recursive: true, force: true });
  }
  mkdirSync(out, { recursive: true });
}

/**
 * The committed media the server reads by path (core/server-files.ts): captcha clips and demo media, without
 * the scripts that made them.
 */
function copyAssets(out) {
  cpSync(join(SERVER, 'assets'), join(out, 'assets'), {
    recursive: true,
    filter: (source) => !/^make-/.test(basename(source)) && !/^svg-[\w-]+\.ts$/.test(basename(source)),
  });
}

function folderBytes(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.size;
  return readdirSync(path).reduce((sum, name) => sum + folderBytes(join(path, name)), 0);
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const { version } = JSON.parse(readFileSync(join(SERVER, 'package.json'), 'utf8'));
  const out = resolve(values.out ?? join(ROOT, 'release', `shuyuan-${version}`));
  const started = Date.now();
  prepareOut(out);

  await ensureWebBuilt({ log });
  cpSync(join(WEB_DIST_INDEX, '..'), join(out, 'web'), { recursive: true });
  log('web app copied');

  const dependencies = await bundleServer(join(out, 'server'));
  cpSync(join(SERVER, 'src/runtime/node-version.mjs'), join(out, 'server/node-version.mjs'));
  log(`server bundled; it imports ${Object.keys(dependencies).length} packages`);

  copyAssets(out);
  for (const name of readdirSync(RELEASE_FILES)) cpSync(join(RELEASE_FILES, name), join(out, name));
  cpSync(join(ROOT, '.env.example'), join(out, '.env.example'));
  writeReleasePackage(out, { version, dependencies });

  await installDependencies(out, (line) => log(`npm: ${line}`));

  const mib = (folderBytes(out) / 2 ** 20).toFixed(0);
  const where = relative(process.cwd(), out) || '.';
  log(
    `${where}: ${mib} MiB in ${((Date.now() - started) / 1000).toFixed(0)} s; start it with \`node server.mjs\``,
  );
}

main().catch((error) => {
  console.error(`[release] ${error.message}`);
  process.exit(1);
});
