import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, REQUIRED_NODE } from '#runtime/node-version.mjs';
import { MAIN_ENTRY, REPO_ROOT } from '#test/helpers/processes';

/* Node.js 24 LTS is the supported runtime (decision 028): one rule, and every entry point refuses an older Node. */

const WORKSPACES = ['.', 'apps/server', 'apps/web', 'packages/contract', 'e2e'];
const ENGINES = `^${REQUIRED_NODE.major}.${REQUIRED_NODE.minor}.0`;
const OLD_NODE = 'v20.20.2';
// Loaded before the entry point: the process then reports an older version, as it would on an old Node.
const PRETEND_OLD = `data:text/javascript,Object.defineProperty(process, 'version', { value: '${OLD_NODE}' })`;
const REFUSAL = `[shuyuan] Node.js 24 LTS (24.${REQUIRED_NODE.minor} or newer) is required (this is ${OLD_NODE}); see README "Run it"\n`;

function runAsOldNode(args: string[]) {
  return spawnSync(process.execPath, ['--import', PRETEND_OLD, ...args], {
    cwd: REPO_ROOT,
    // A port that is never listened on: were the check to let the server through, it would stay up and time out.
    env: { PATH: process.env.PATH, PORT: '1', NODE_ENV: 'test' },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the supported Node.js', () => {
  it('refuses an older major or an older 24 release, and lets 24.x and newer through', () => {
    expect(nodeVersionProblem('v20.20.2')).toBe(REFUSAL.trimEnd());
    expect(nodeVersionProblem('v22.22.0')).toMatch(/^\[shuyuan\] Node\.js 24 LTS/);
    expect(nodeVersionProblem(`v24.${REQUIRED_NODE.minor - 1}.0`)).not.toBeNull();
    expect(nodeVersionProblem(`v24.${REQUIRED_NODE.minor}.0`)).toBeNull();
    expect(nodeVersionProblem('v24.21.0')).toBeNull();
    expect(nodeVersionProblem('v26.1.0')).toBeNull();
  });

  it('is what every package.json declares as engines, and what CI pins in .node-version', () => {
    for (const workspace of WORKSPACES) {
      const pkg = JSON.parse(readFileSync(join(REPO_ROOT, workspace, 'package.json'), 'utf8'));
      expect({ workspace, node: pkg.engines?.node }).toEqual({ workspace, node: ENGINES });
    }
    const pinned = readFileSync(join(REPO_ROOT, '.node-version'), 'utf8').trim();
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(nodeVersionProblem(`v${pinned}`)).toBeNull();
    expect(pinned.split('.')[0]).toBe(String(REQUIRED_NODE.major));
  });

  it('runs these tests', () => {
    expect(nodeVersionProblem(process.version)).toBeNull();
  });
});

describe('an older Node', () => {
  it.each([
    ['npm start', [join(REPO_ROOT, 'scripts/start.mjs')]],
    ['npm run dev', [join(REPO_ROOT, 'scripts/dev.mjs')]],
    ["the server's main", ['--import', 'tsx', MAIN_ENTRY]],
  ])('stops %s with one line and exit code 1', (_name, args) => {
    const result = runAsOldNode(args);
    expect(result.stderr).toBe(REFUSAL);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(1);
  });
});
