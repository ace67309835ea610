import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { parseOriginList } from '@shuyuan/contract';
import { z } from 'zod';

/**
 * The environment, read once at start-up (see .env.example for every variable).
 * Empty values count as unset, so `PORT=` in a .env file means "the default".
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** x264's presets up to medium, fastest first: the slower ones take hours per lecture on a small server (042). */
export const X264_PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'] as const;

// The drivers read these URLs with `new URL()`; one they cannot read would fail later with a bare "Invalid URL".
const MALFORMED_URL =
  'is not a valid URL (check the port and escape special characters in the user name and password, e.g. @ as %40)';

const intVar = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: `must be a whole number between ${min} and ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `must be a whole number between ${min} and ${max}` });

const ZEnv = z.object({
  PORT: intVar(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, {
      message: 'must be a postgres:// or postgresql:// URL (leave unset for SQLite)',
    })
    .refine((url) => URL.canParse(url), { message: MALFORMED_URL })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, {
      message: 'must be a redis:// or rediss:// URL (leave unset for the in-memory store)',
    })
    .refine((url) => URL.canParse(url), { message: MALFORMED_URL })
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, { message: 'letters, digits, _ : . - only' })
    .default('shuyuan:'),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  CORS_ORIGINS: z
    .string()
    .transform((value, ctx) => {
      const origins = parseOriginList(value);
      if (origins === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be a comma-separated list of origins such as https://shop.example.com (no path, no *)',
        });
        return z.NEVER;
      }
      return origins;
    })
    .default([]),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  RATE_LIMIT_PER_MINUTE: intVar(0, 1_000_000).optional(),
  WRITE_RATE_LIMIT_PER_MINUTE: intVar(0, 1_000_000).optional(),
  MEDIA_RATE_LIMIT_PER_MINUTE: intVar(0, 1_000_000).optional(),
  PAGE_RATE_LIMIT_PER_MINUTE: intVar(0, 1_000_000).optional(),
  BODY_LIMIT_BYTES: intVar(1024, 1024 * 1024 * 1024).default(1024 * 1024),
  CACHE_TTL_SECONDS: intVar(0, 86_400).default(30),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be true, false, a hop count or a comma-separated list of proxy addresses ' +
            '(IP, CIDR, loopback, linklocal, uniquelocal)',
        });
        return z.NEVER;
      }
      return trust;
    })
    .default(false),
  BENCH: z
    .enum(['1', '0', 'true', 'false'], { message: 'must be 1 or 0' })
    .transform((v) => v === '1' || v === 'true')
    .default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  TRANSCODE_PRESET: z.enum(X264_PRESETS).default('veryfast'),
  TRANSCODE_THREADS: intVar(0, 64).default(0),
  WORKERS: intVar(1, 64).default(1),
});

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: true/false, a hop count, or the proxies' addresses and
 * ranges, each checked by the same library Fastify compiles them with. Null when the value is none of these.
 */
function parseTrustProxy(value: string): boolean | number | string[] | null {
  if (value === 'true') return true;
  if (value === 'false' || value === '0') return false;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  try {
    for (const address of addresses) proxyAddr.compile(address);
  } catch {
    return null;
  }
  return addresses;
}

/** Every variable the server reads (each is documented in .env.example). */
export const ENV_VARIABLES = Object.keys(ZEnv.shape);

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** Unset: SQLite at `${dataDir}/shuyuan.sqlite`. */
  databaseUrl?: string;
  /** Unset: the in-memory store (one process only). */
  redisUrl?: string;
  redisKeyPrefix: string;
  jwtSecret: string;
  /** Without a trailing slash. Unset: answers are built from the request's origin. */
  publicUrl?: string;
  /**
   * Origins whose pages may call the API from the browser (CORS on /api/* and the admin API), besides those
   * an administrator lists in the settings. Empty: this origin only.
   */
  corsOrigins: string[];
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Requests per minute per member or IP on /api/*; 0 disables the limit. */
  rateLimitPerMinute: number;
  /** Writes (POST/PUT/PATCH/DELETE) per minute per member, administrator or IP on /api/* and /backend/api/*; 0 disables. */
  writeRateLimitPerMinute: number;
  /** Signed media requests (video bytes, HLS, captions) per minute per member, apart from the API's; 0 disables. */
  mediaRateLimitPerMinute: number;
  /** Requests per minute per IP to the server-rendered /payment/* and /certificate/* pages; 0 disables. */
  pageRateLimitPerMinute: number;
  bodyLimitBytes: number;
  /**
   * Upper bound on how long a process keeps a cached read-mostly answer (0: no caching). Without Redis
   * it is how late other processes on the same database see an admin's change.
   */
  cacheTtlSeconds: number;
  /** Which peers may tell the client's address (X-Forwarded-For): all, none, a hop count, or addresses. */
  trustProxy: boolean | number | string[];
  /** Registers GET /api/v2/bench/constant, the baseline route of `npm run bench`. */
  bench: boolean;
  /** The built web app to serve (absolute); absent: apps/web/dist. */
  webDistDir?: string;
  /** Server processes on one port (node:cluster); more than 1 requires redisUrl. */
  workers: number;
  /** The ffmpeg program that cuts MP4 previews (a name on PATH or a path); missing: previews are byte-capped. */
  ffmpegPath: string;
  /** The ffprobe program that reads an upload's streams before it is transcoded (a name on PATH or a path). */
  ffprobePath: string;
  /** x264's preset for transcoded uploads (decision 042): `veryfast` unless the operator trades speed. */
  transcodePreset: (typeof X264_PRESETS)[number];
  /** Threads one transcode's ffmpeg uses; 0: ffmpeg decides (every core). */
  transcodeThreads: number;
}

/**
 * A setting the operator must fix: the configuration, or a service it names that cannot be used (a
 * database or Redis that does not answer). The message is one line per problem, `VARIABLE: reason`; start-up
 * prints it through printConfigError and exits 1 without a stack, which would not help.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The lines start-up prints for a ConfigError: `[shuyuan] VARIABLE: reason`, one per problem. */
export function formatConfigError(error: ConfigError): string {
  return error.message
    .split('\n')
    .map((line) => `[shuyuan] ${line}`)
    .join('\n');
}

/** Reads and checks the environment. Creates DATA_DIR and, when JWT_SECRET is unset, DATA_DIR/jwt-secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const raw: Record<string, string> = {};
  for (const key of ENV_VARIABLES) {
    const value = env[key]?.trim();
    if (value) raw[key] = value;
  }
  const parsed = ZEnv.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && !e.REDIS_URL) {
    // Refused rather than warned: each process would keep its own captchas, codes, login limits and
    // logged-out tokens, so a member logged out on one process would stay logged in on the others.
    throw new ConfigError(
      `WORKERS: ${e.WORKERS} processes need REDIS_URL (the in-memory store ` +
        'belongs to one process; see docs/decisions/022-several-processes.md)',
    );
  }
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`DATA_DIR: cannot create ${dataDir} (${(error as Error).message})`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: e.PUBLIC_URL,
    corsOrigins: e.CORS_ORIGINS,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    // MeEdu exempts its dev and testing environments from the 120/min limit.
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? (e.NODE_ENV === 'production' ? 120 : 0),
    // Off outside production like the limit above, so browser stories and local work are never throttled.
    writeRateLimitPerMinute: e.WRITE_RATE_LIMIT_PER_MINUTE ?? (e.NODE_ENV === 'production' ? 60 : 0),
    // A player asks for a range or segment every few seconds; 600 leaves room for seeking and qualities.
    mediaRateLimitPerMinute: e.MEDIA_RATE_LIMIT_PER_MINUTE ?? (e.NODE_ENV === 'production' ? 600 : 0),
    pageRateLimitPerMinute: e.PAGE_RATE_LIMIT_PER_MINUTE ?? (e.NODE_ENV === 'production' ? 60 : 0),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    cacheTtlSeconds: e.CACHE_TTL_SECONDS,
    trustProxy: e.TRUST_PROXY,
    bench: e.BENCH,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : undefined,
    workers: e.WORKERS,
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    transcodePreset: e.TRANSCODE_PRESET,
    transcodeThreads: e.TRANSCODE_THREADS,
  };
}

/**
 * A generated secret survives restarts (tokens stay valid) and is shared by every process on the same
 * DATA_DIR. The file is written under a temporary name and hard-linked into place, which fails when the
 * name exists: two processes starting together agree on one complete secret.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      writeFileSync(temp, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new ConfigError(`JWT_SECRET: cannot write ${file} (${(error as Error).message})`);
      }
    } finally {
      if (existsSync(temp)) unlinkSync(temp);
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new ConfigError(`JWT_SECRET: ${file} holds fewer than 32 characters`);
  }
  return secret;
}

/** Loads `.env` from the working directory when present; variables already set win. */
export function loadDotEnv(cwd = process.cwd()): void {
  const file = join(cwd, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
