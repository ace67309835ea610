import { spawnSync } from 'node:child_process';
import type { Logger } from 'pino';
import type { AppConfig } from '#config';

const ALL_INTERFACES = new Set(['0.0.0.0', '::']);

/**
 * What a production start should tell the operator about its address settings, one line each (logged as
 * warnings by warnAtStart). Both are legitimate setups somewhere, so they warn rather than refuse.
 */
export function startupWarnings(config: AppConfig): string[] {
  if (config.nodeEnv !== 'production') return [];
  const lines: string[] = [];
  if (!config.publicUrl) {
    lines.push(
      'PUBLIC_URL is unset: absolute addresses in answers, pay_url and the payment notification address ' +
        'are built from each request’s Host header, which the client chooses; set PUBLIC_URL to the site’s address',
    );
  }
  const trustsAnyPeer = config.trustProxy === true || typeof config.trustProxy === 'number';
  if (trustsAnyPeer && ALL_INTERFACES.has(config.host)) {
    lines.push(
      `TRUST_PROXY=${config.trustProxy} with HOST=${config.host}: a client that reaches this port directly ` +
        'picks its own address in X-Forwarded-For and escapes the per-address rate limits, login lockouts ' +
        'and SMS budgets; listen on HOST=127.0.0.1 behind the proxy, or set TRUST_PROXY to the proxy’s address',
    );
  }
  return lines;
}

/** Trial previews of MP4 lessons are cut with ffmpeg (FFMPEG_PATH); without it they are only byte-capped. */
export function ffmpegWarning(config: AppConfig): string | null {
  if (config.nodeEnv !== 'production') return null;
  const probe = spawnSync(config.ffmpegPath, ['-version'], { stdio: 'ignore', timeout: 10_000 });
  if (!probe.error && probe.status === 0) return null;
  return (
    `FFMPEG_PATH=${config.ffmpegPath} does not run: trial previews of MP4 lessons are byte-capped prefixes, ` +
    'which players may report as a load error at the preview’s end; install ffmpeg or set FFMPEG_PATH'
  );
}

/**
 * Once per start, when the site is up (the single process, or the primary once its workers listen): a start
 * that fails says only why it failed, in one line.
 */
export function warnAtStart(config: AppConfig, logger: Logger): void {
  for (const line of startupWarnings(config)) logger.warn(line);
  const ffmpeg = ffmpegWarning(config);
  if (ffmpeg) logger.warn(ffmpeg);
}
