import { type DestinationStream, type Logger, pino } from 'pino';
import type { AppConfig } from '#config';
import { prettyDestination } from './pretty-log';

/** Secret fields, at the top level and up to two objects deep (bodies logged as `{body: {...}}`). */
const SECRET_FIELDS = new Set([
  'password',
  'mobile_code',
  'image_captcha',
  'login_code',
  'token',
  'secret',
  'sign',
]);
/** Credentials among the fields of an object logged as `headers` (`req.headers`, `res.headers`, …). */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie']);
const CENSOR = '[redacted]';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * `fields` with every secret censored, up to two plain objects deep; what has no secret is returned as it
 * is (nothing is copied, nothing the caller holds is changed). Instead of pino's `redact` with wildcard
 * paths, which ran a redacting stringifier over every field of every line: 3–4 % of a busy server's time
 * went to the one line each request logs, which holds no secret (issue 21's profile).
 */
export function scrubSecrets<T extends Record<string, unknown>>(fields: T, depth = 0, inHeaders = false): T {
  let out = fields;
  for (const key in fields) {
    const value = fields[key];
    let next: unknown = value;
    if (SECRET_FIELDS.has(key) || (inHeaders && SECRET_HEADERS.has(key))) next = CENSOR;
    else if (depth < 2 && isPlainObject(value)) next = scrubSecrets(value, depth + 1, key === 'headers');
    if (next !== value) {
      if (out === fields) out = { ...fields };
      (out as Record<string, unknown>)[key] = next;
    }
  }
  return out;
}

/**
 * The process's logger. Production and test: one JSON object a line (for log collectors, the load test's
 * error count and the tests). Development: readable lines (pino-pretty), one per request. `destination`
 * defaults to stdout.
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    formatters: { log: (fields: Record<string, unknown>) => scrubSecrets(fields) },
    base: { pid: process.pid },
  };
  if (config.nodeEnv === 'development') {
    return pino(options, prettyDestination(destination ?? process.stdout));
  }
  return pino(options, destination);
}

/**
 * For values that help a developer but must not reach production logs at info (an SMS code when no
 * gateway is configured): info outside production, debug in production.
 */
export function logSensitive(
  log: Pick<Logger, 'info' | 'debug'>,
  nodeEnv: AppConfig['nodeEnv'],
  fields: Record<string, unknown>,
  message: string,
): void {
  if (nodeEnv === 'production') log.debug(fields, message);
  else log.info(fields, message);
}
