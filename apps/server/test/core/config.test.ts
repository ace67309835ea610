import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from '#config';
import { MAIN_ENTRY, REPO_ROOT } from '../helpers/processes';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shuyuan-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(cwd, 'data'),
      nodeEnv: 'development',
      logLevel: 'info',
      rateLimitPerMinute: 0,
      bodyLimitBytes: 1024 * 1024,
      cacheTtlSeconds: 30,
      trustProxy: false,
      bench: false,
      redisKeyPrefix: 'shuyuan:',
      workers: 1,
      corsOrigins: [],
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgresql://u:p@db:5432/shuyuan',
      REDIS_URL: 'redis://cache:6379/1',
      JWT_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://edu.example.com/',
      CORS_ORIGINS: 'https://shop.example.com, http://localhost:5173,https://shop.example.com',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      BODY_LIMIT_BYTES: '2048',
      CACHE_TTL_SECONDS: '0',
      TRUST_PROXY: 'true',
      BENCH: '1',
      WORKERS: '4',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: 'postgresql://u:p@db:5432/shuyuan',
      redisUrl: 'redis://cache:6379/1',
      jwtSecret: 's'.repeat(40),
      publicUrl: 'https://edu.example.com',
      corsOrigins: ['https://shop.example.com', 'http://localhost:5173'],
      nodeEnv: 'production',
      logLevel: 'warn',
      // MeEdu's limit applies in production unless set.
      rateLimitPerMinute: 120,
      // The signed media's per-member budget and the pages' per-IP one, likewise.
      mediaRateLimitPerMinute: 600,
      pageRateLimitPerMinute: 60,
      bodyLimitBytes: 2048,
      cacheTtlSeconds: 0,
      trustProxy: true,
      bench: true,
      workers: 4,
    });
  });

  it('treats empty values as unset and lets RATE_LIMIT_PER_MINUTE=0 switch the limit off', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(config.port).toBe(3000);
    expect(config.rateLimitPerMinute).toBe(0);
    // Outside production every limit is off unless set.
    expect(loadConfig({ DATA_DIR: tempDir(), MEDIA_RATE_LIMIT_PER_MINUTE: '5' })).toMatchObject({
      rateLimitPerMinute: 0,
      mediaRateLimitPerMinute: 5,
      pageRateLimitPerMinute: 0,
    });
  });

  it('names the variable of a bad value', () => {
    expect(configError({ PORT: 'abc' })).toMatch(/PORT: must be a whole number/);
    expect(configError({ PORT: '70000' })).toMatch(/PORT/);
    expect(configError({ DATABASE_URL: 'mysql://localhost/db' })).toMatch(/DATABASE_URL: must be a postgres/);
    expect(configError({ REDIS_URL: 'localhost:6379' })).toMatch(/REDIS_URL/);
    expect(configError({ PUBLIC_URL: 'not a url' })).toMatch(/PUBLIC_URL/);
    expect(configError({ PUBLIC_URL: 'ftp://example.com' })).toMatch(/PUBLIC_URL/);
    expect(configError({ NODE_ENV: 'staging' })).toMatch(/NODE_ENV/);
    expect(configError({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL/);
    expect(configError({ JWT_SECRET: 'short' })).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(configError({ RATE_LIMIT_PER_MINUTE: '-1' })).toMatch(/RATE_LIMIT_PER_MINUTE/);
    expect(configError({ BODY_LIMIT_BYTES: '10' })).toMatch(/BODY_LIMIT_BYTES/);
    expect(configError({ TRUST_PROXY: 'maybe' })).toMatch(/TRUST_PROXY/);
    expect(configError({ CACHE_TTL_SECONDS: 'ten' })).toMatch(/CACHE_TTL_SECONDS/);
    expect(configError({ WORKERS: '0' })).toMatch(/WORKERS: must be a whole number between 1 and 64/);
    expect(configError({ WORKERS: 'many' })).toMatch(/WORKERS/);
  });

  it('takes CORS_ORIGINS as origins only: no path, no wildcard, no other scheme', () => {
    for (const bad of ['*', 'https://shop.example.com/app', 'ftp://files.example.com', 'shop.example.com']) {
      expect(configError({ CORS_ORIGINS: bad })).toMatch(
        /^CORS_ORIGINS: must be a comma-separated list of origins/,
      );
    }
    expect(
      loadConfig({ DATA_DIR: tempDir(), CORS_ORIGINS: 'https://Shop.Example.com/' }).corsOrigins,
    ).toEqual(['https://shop.example.com']);
  });

  it('reads TRUST_PROXY as Fastify takes it: true/false, a hop count, or proxy addresses and ranges', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust(' 10.0.0.0/8, ::1 ,192.168.1.0/255.255.255.0')).toEqual([
      '10.0.0.0/8',
      '::1',
      '192.168.1.0/255.255.255.0',
    ]);
    expect(trust('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    for (const bad of ['maybe', '-1', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,,10.0.0.1', 'proxy.lan']) {
      expect(configError({ TRUST_PROXY: bad }), bad).toMatch(
        /TRUST_PROXY: must be true, false, a hop count or a comma-separated list of proxy addresses/,
      );
    }
  });

  it('refuses WORKERS above 1 without REDIS_URL (the memory store belongs to one process)', () => {
    expect(configError({ WORKERS: '2' })).toMatch(/WORKERS: 2 processes need REDIS_URL/);
    expect(loadConfig({ DATA_DIR: tempDir(), WORKERS: '1' }).workers).toBe(1);
  });

  it('lists every bad variable at once', () => {
    const message = configError({ PORT: 'x', NODE_ENV: 'y' });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/NODE_ENV/);
  });

  it('generates JWT_SECRET once, keeps it in DATA_DIR/jwt-secret (mode 0600) and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('creates DATA_DIR and resolves it against the working directory', () => {
    const cwd = tempDir();
    const config = loadConfig({ DATA_DIR: 'nested/data' }, cwd);
    expect(config.dataDir).toBe(join(cwd, 'nested', 'data'));
    expect(statSync(config.dataDir).isDirectory()).toBe(true);
  });
});

describe('.env.example', () => {
  const example = parseEnv(readFileSync(join(REPO_ROOT, '.env.example'), 'utf8'));

  it('lists every variable the server reads', () => {
    expect(Object.keys(example).sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('is a valid configuration as written', () => {
    expect(() => loadConfig({ ...example, DATA_DIR: tempDir() })).not.toThrow();
  });
});

describe('start-up with a bad value', () => {
  it('stops with a message naming the variable and no stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN_ENTRY], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: tempDir(), PORT: 'eighty' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
