import type { FastifyInstance } from 'fastify';
import type { SmsMessage, SmsProvider } from './types';

/** How many messages the dev outbox keeps per mobile. */
const OUTBOX_SIZE = 20;
const OUTBOX_TTL_MS = 24 * 60 * 60 * 1000;

export interface OutboxEntry {
  mobile: string;
  scene: string;
  code: string;
  content: string;
  created_at: number;
}

const outboxKey = (mobile: string) => `dev:sms-outbox:${mobile}`;

/**
 * The default provider: the code goes to the log (debug level in production, so codes never reach an
 * info-level production log) and, outside production, to a dev outbox in the shared store that
 * `GET /api/dev/sms-outbox` reads for demo users and browser tests.
 */
export function createLogProvider(app: FastifyInstance): SmsProvider {
  return {
    name: 'log',
    async send(message: SmsMessage) {
      const production = app.config.nodeEnv === 'production';
      const entry = { mobile: message.mobile, scene: message.scene, content: message.content };
      if (production) app.log.debug(entry, 'sms (log provider)');
      else app.log.info(entry, 'sms (log provider)');
      if (production) return;
      const outbox = await readOutbox(app, message.mobile);
      outbox.unshift({ ...message, created_at: Date.now() });
      await app.store.set(
        outboxKey(message.mobile),
        JSON.stringify(outbox.slice(0, OUTBOX_SIZE)),
        OUTBOX_TTL_MS,
      );
    },
  };
}

/** Newest first. */
export async function readOutbox(app: FastifyInstance, mobile: string): Promise<OutboxEntry[]> {
  const raw = await app.store.get(outboxKey(mobile));
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as OutboxEntry[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
