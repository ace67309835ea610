import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const mobile = z.string({ message: '请输入手机号' }).min(1, { message: '请输入手机号' });

/** Dev tools (never registered when NODE_ENV=production): what the log SMS provider "sent". */
export const devSmsOutbox = defineEndpoint({
  id: 'devSmsOutbox',
  method: 'GET',
  path: '/api/dev/sms-outbox',
  summary: 'Dev only: messages of the log SMS provider for a mobile, newest first',
  area: 'auth',
  auth: 'public',
  query: z.object({ mobile }),
  response: z.array(
    z.object({
      mobile: z.string(),
      scene: z.string(),
      code: z.string(),
      content: z.string(),
      created_at: z.string(),
    }),
  ),
});

export const devCaptchaAnswer = defineEndpoint({
  id: 'devCaptchaAnswer',
  method: 'GET',
  path: '/api/dev/captcha/:key',
  summary: 'Dev only: the answer of an image captcha (without using it up)',
  area: 'auth',
  auth: 'public',
  params: z.object({ key: z.string().max(64) }),
  response: z.object({ answer: z.string() }),
});
