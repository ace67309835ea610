import { devCaptchaAnswer, devSmsOutbox } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '#core/errors';
import { formatDateTime } from '#core/format';
import { registerEndpoint } from '#core/http/register-endpoint';
import { readOutbox } from '#providers/sms/log-provider';
import { peekCaptchaAnswer } from './captcha';

/**
 * Dev tools for demo users and browser tests: read the log provider's outbox and a captcha's answer.
 * Registered only outside production (authRoutes checks NODE_ENV; main refuses to start otherwise).
 */
export function registerDevRoutes(app: FastifyInstance): void {
  if (app.config.nodeEnv === 'production') throw new Error('dev routes must never run in production');

  registerEndpoint(app, devSmsOutbox, async ({ query }) =>
    (await readOutbox(app, query.mobile)).map((entry) => ({
      ...entry,
      created_at: formatDateTime(entry.created_at),
    })),
  );

  registerEndpoint(app, devCaptchaAnswer, async ({ params }) => {
    const answer = await peekCaptchaAnswer(app, params.key);
    if (!answer) throw notFound();
    return { answer };
  });
}
