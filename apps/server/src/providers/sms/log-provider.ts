import type { Deps } from '#core/deps';
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
export function createLogProvider(deps: Deps<'store' | 'config' | 'log'>): SmsProvider {
  return {
    name: 'log',
    async send(message: SmsMessage) {
      const production = deps.config.nodeEnv === 'production';
      const entry = { mobile: message.mobile, scene: message.scene, content: message.content };
      if (production) deps.log.debug(entry, 'sms (log provider)');
      else deps.log.info(entry, 'sms (log provider)');
      if (production) return;
      const outbox = await readOutbox(deps, message.mobile);
      outbox.unshift({ ...message, created_at: Date.now() });
      await deps.store.set(
        outboxKey(message.mobile),
        JSON.stringify(outbox.slice(0, OUTBOX_SIZE)),
        OUTBOX_TTL_MS,
      );
    },
  };
}

/** Newest first. */
export async function readOutbox(deps: Deps<'store'>, mobile: string): Promise<OutboxEntry[]> {
  const raw = await deps.store.get(outboxKey(mobile));
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as OutboxEntry[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
