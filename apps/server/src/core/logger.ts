import { type DestinationStream, type Logger, pino } from 'pino';
import type { AppConfig } from '#config';
import { prettyDestination } from './pretty-log';

/** Secret fields, at the top level and up to two objects deep (bodies logged as `{body: {...}}`). */
const SECRET_FIELDS = ['password', 'mobile_code', 'image_captcha', 'login_code', 'token', 'secret', 'sign'];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

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
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
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
