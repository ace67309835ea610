// The release's package.json, package-lock.json and node_modules (decision 029): exactly the packages the bundled
// server imports, at the versions the repository's lockfile installed, and what they need, without dev tools.
import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../paths.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The release's npm scripts: the entries beside its package.json. */
export const RELEASE_SCRIPTS = { start: 'node server.mjs', 'admin:create': 'node admin-create.mjs' };

/** The release's package.json. */
export function writeReleasePackage(outDir, { version, dependencies }) {
  const root = readJson(join(ROOT, 'package.json'));
  const pkg = {
    name: 'shuyuan',
    version,
    private: true,
    description: root.description,
    license: root.license,
    type: 'module',
    engines: root.engines,
    scripts: RELEASE_SCRIPTS,
    dependencies,
  };
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}

/**
 * Runs npm in `cwd` with the Node that runs this script (so native addons are built for it) and npm's own
 * settings, but none of the calling `npm run`'s package context.
 */
function runNpm(args, cwd, log) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^npm_(package|lifecycle)_/.test(key) || key === 'npm_config_local_prefix') delete env[key];
  }
  const npmCli = process.env.npm_execpath;
  const [command, commandArgs] = npmCli ? [process.execPath, [npmCli, ...args]] : ['npm', args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) {
        log(output.trim().split('\n').at(-1) ?? '');
        resolve();
      } else reject(new Error(`npm ${args.join(' ')} failed (${signal ?? code}):\n${output.slice(-4000)}`));
    });
  });
}

/**
 * package-lock.json: the repository's, pruned by npm to the release's dependencies (npm keeps every locked
 * version that still fits, so the release runs what the tests ran); then `npm ci --omit=dev` installs it.
 */
export async function installDependencies(outDir, log) {
  copyFileSync(join(ROOT, 'package-lock.json'), join(outDir, 'package-lock.json'));
  const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];
  await runNpm(['install', '--package-lock-only', '--ignore-scripts', ...quiet], outDir, log);
  await runNpm(['ci', '--omit=dev', ...quiet], outDir, log);
}
