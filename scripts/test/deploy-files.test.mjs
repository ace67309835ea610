// The deployment files agree with the release they run (decision 029): the Dockerfile builds it with exactly
// `npm ci` and `npm run release`, docker-compose.yml runs that image beside PostgreSQL and Redis, and the systemd
// unit runs the release folder. No Docker engine runs here, so these read the files; release.test.mjs starts the
// release with the Dockerfile's ENV, CMD and HEALTHCHECK.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
// yaml comes with @fastify/swagger, a dependency of the server.
import { parse } from 'yaml';
import { ROOT } from '../lib/paths.mjs';
import { RELEASE_SCRIPTS } from '../lib/release/install-dependencies.mjs';
import { readDockerfile } from './support/dockerfile.mjs';

const read = (file) => readFileSync(join(ROOT, file), 'utf8');
const { stages } = readDockerfile();
const [build, runtime] = stages;
const compose = parse(read('docker-compose.yml'));

/** KEY=VALUE lines of an env file (comments and blank lines skipped). */
const envFile = (text) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split(/=(.*)/s, 2)),
  );
const KNOWN_VARIABLES = Object.keys(envFile(read('.env.example')));

/** `[Section]` → { Key: [values] } of a systemd unit. */
function readUnit(text) {
  const sections = {};
  let current;
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      current = sections[header[1]] = {};
      continue;
    }
    const [key, value] = line.split(/=(.*)/s, 2);
    current[key] = [...(current[key] ?? []), value];
  }
  return sections;
}

describe('Dockerfile', () => {
  test('builds in a Node 24 stage with exactly `npm ci` and `npm run release`', () => {
    assert.equal(stages.length, 2);
    assert.match(build.from, /^node:24(-|$)/);
    assert.deepEqual(build.run, ['npm ci --no-audit --no-fund', 'npm run release -- --out /release']);
  });

  test('runs only the release folder on a slim Node 24 image, as its own user, with data in a volume', () => {
    assert.match(runtime.from, /^node:24-.*slim$/);
    assert.deepEqual(runtime.copyFrom, [`--from=${build.name} /release/ ${runtime.workdir}/`]);
    assert.ok(runtime.user && !['root', '0'].includes(runtime.user));
    assert.equal(runtime.env.NODE_ENV, 'production');
    assert.equal(runtime.env.HOST, '0.0.0.0');
    assert.deepEqual(runtime.volumes, [runtime.env.DATA_DIR]);
    assert.deepEqual(runtime.expose, [runtime.env.PORT]);
    assert.deepEqual(runtime.healthcheck, ['node', 'healthcheck.mjs']);
    // What `npm start` runs in the release folder.
    assert.equal(runtime.cmd.join(' '), RELEASE_SCRIPTS.start);
  });

  test('.dockerignore keeps installed and built files out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'release', 'data', '.env'])
      assert.ok(ignored.includes(entry));
  });
});

describe('docker-compose.yml', () => {
  const { app, postgres, redis, nginx } = compose.services;

  test('runs the image of the Dockerfile with the release’s start command', () => {
    assert.deepEqual(Object.keys(compose.services).sort(), ['app', 'nginx', 'postgres', 'redis']);
    assert.equal(app.build, '.');
    assert.deepEqual(app.command, runtime.cmd);
    assert.equal(app.environment.NODE_ENV, 'production');
    assert.match(app.environment.DATABASE_URL, /^postgres:\/\/[^@]+@postgres:5432\//);
    assert.equal(app.environment.REDIS_URL, 'redis://redis:6379');
    for (const key of Object.keys(app.environment)) assert.ok(KNOWN_VARIABLES.includes(key), key);
  });

  test('gives the app, PostgreSQL and Redis a persistent volume each', () => {
    const mounts = (service) => service.volumes.map((v) => v.split(':'));
    assert.deepEqual(mounts(app), [['app-data', runtime.env.DATA_DIR]]);
    assert.deepEqual(mounts(postgres), [['postgres-data', '/var/lib/postgresql/data']]);
    assert.deepEqual(mounts(redis), [['redis-data', '/data']]);
    assert.deepEqual(Object.keys(compose.volumes).sort(), ['app-data', 'postgres-data', 'redis-data']);
  });

  test('starts the app once PostgreSQL and Redis are healthy', () => {
    assert.ok(postgres.healthcheck.test.includes('pg_isready'));
    assert.ok(redis.healthcheck.test.includes('ping'));
    assert.deepEqual(app.depends_on, {
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });

  test('puts nginx, on request, in front with deploy/nginx.conf aimed at the app service', () => {
    assert.deepEqual(nginx.profiles, ['proxy']);
    assert.ok(nginx.volumes.includes('./deploy/nginx.conf:/etc/shuyuan/nginx.conf:ro'));
    assert.deepEqual(nginx.depends_on, { app: { condition: 'service_healthy' } });
    // The command's sed turns the upstream of nginx beside the server into the app service: the line it
    // replaces must be in deploy/nginx.conf, once.
    const [, from, to] = /sed 's\/([^/]+)\/([^/]+)\/'/.exec(nginx.command.join(' '));
    const conf = read('deploy/nginx.conf');
    assert.equal(conf.split(from).length - 1, 1, `deploy/nginx.conf has no single "${from}"`);
    assert.equal(to, `server app:${runtime.env.PORT};`);
  });
});

describe('deploy/shuyuan.service', () => {
  const unit = readUnit(read('deploy/shuyuan.service'));
  const service = unit.Service;
  const settings = envFile(read('deploy/shuyuan.env'));

  test('runs the release folder as its own user, restarts it on failure, writes only DATA_DIR', () => {
    assert.deepEqual(service.User, ['shuyuan']);
    assert.deepEqual(service.ExecStart, [runtime.cmd.join(' ')]);
    assert.deepEqual(service.EnvironmentFile, ['/etc/shuyuan/shuyuan.env']);
    assert.deepEqual(service.Restart, ['on-failure']);
    assert.deepEqual(service.NoNewPrivileges, ['yes']);
    assert.deepEqual(service.ProtectSystem, ['strict']);
    assert.deepEqual(service.ReadWritePaths, [settings.DATA_DIR]);
    assert.equal(settings.NODE_ENV, 'production');
    for (const key of Object.keys(settings)) assert.ok(KNOWN_VARIABLES.includes(key), key);
  });

  test('passes systemd-analyze verify where systemd is installed', (t) => {
    const verify = spawnSync('systemd-analyze', ['verify', join(ROOT, 'deploy/shuyuan.service')], {
      encoding: 'utf8',
    });
    if (verify.error?.code === 'ENOENT') {
      t.diagnostic('systemd-analyze is not installed: only the settings above were checked');
      return;
    }
    assert.equal(verify.status, 0, verify.stderr);
    assert.equal(verify.stderr, '');
  });
});
