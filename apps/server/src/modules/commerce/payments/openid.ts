import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { withParams } from '#core/http/return-url';
import { createSimulatorProvider, PAYMENT_OPENID_PATH } from '#providers/oauth/simulator';
import { createWechatBaseOauth } from '#providers/oauth/wechat';
import type { ChannelDeps, PaymentSettings } from '#providers/payment/index';

/*
 * JSAPI needs the payer's openid at the merchant's official account (decision 025). It comes from the
 * official account's silent snsapi_base authorisation (the OAuth simulator plays it outside production) and
 * is kept per member and AppID. The state names the member and where to go back; it is single use and
 * short-lived. It is not tied to a browser cookie: all an attacker could do by sending someone the link is
 * to give their own account the other person's openid, which only that person's WeChat can pay with.
 */

const STATE_TTL_MS = 600_000;
const stateKey = (state: string) => `pay:openid-state:${state}`;

interface PendingOpenid {
  userId: number;
  appId: string;
  returnUrl: string;
  redirectUri: string;
}

interface OpenidSource {
  authorizeUrl(state: string, redirectUri: string): string;
  exchange(code: string, redirectUri: string): Promise<string>;
  /** The simulator's redirect_uri is a site path; WeChat's an absolute URL. */
  absolute: boolean;
}

function openidSource(deps: Deps<'store' | 'config'>, s: PaymentSettings): OpenidSource | null {
  const account = s.officialAccount;
  if (account.app_id && account.app_secret && account.app_id === s.wechat.appId) {
    const oauth = createWechatBaseOauth(account);
    return { authorizeUrl: oauth.authorizeUrl, exchange: (code) => oauth.exchange(code), absolute: true };
  }
  if (deps.config.nodeEnv === 'production') return null;
  const simulator = createSimulatorProvider('wechat', deps.store);
  return {
    authorizeUrl: (state, redirectUri) =>
      simulator.authorizeUrl(state, { siteUrl: '', callbackPath: redirectUri, scope: 'snsapi_base' }),
    exchange: async (code, redirectUri) =>
      (await simulator.exchange(code, { siteUrl: '', callbackPath: redirectUri })).openid,
    absolute: false,
  };
}

/** The member's openid at this AppID, when the site learnt it before. */
export async function knownOpenid(
  db: Kysely<Database>,
  userId: number,
  appId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('payment_openids')
    .select('openid')
    .where('user_id', '=', userId)
    .where('app_id', '=', appId)
    .executeTakeFirst();
  return row?.openid ?? null;
}

/** Where to send the member to learn their openid, then back to `returnUrl`; null when nothing can tell it. */
export async function openidAuthorizeUrl(
  deps: Deps<'store' | 'config'>,
  s: PaymentSettings,
  input: { userId: number; returnUrl: string; siteUrl: string },
): Promise<string | null> {
  const source = openidSource(deps, s);
  if (!source) return null;
  const state = randomBytes(18).toString('base64url');
  const redirectUri = source.absolute ? `${input.siteUrl}${PAYMENT_OPENID_PATH}` : PAYMENT_OPENID_PATH;
  const pending: PendingOpenid = {
    userId: input.userId,
    appId: s.wechat.appId,
    returnUrl: input.returnUrl,
    redirectUri,
  };
  await deps.store.set(stateKey(state), JSON.stringify(pending), STATE_TTL_MS);
  return source.authorizeUrl(state, redirectUri);
}

/**
 * GET /payment/wechat/openid?code=&state=: keeps the openid and answers where the browser goes next (the
 * return URL with pay_resume=wechat, or pay_error=openid); null for a state that is unknown or used.
 */
export async function finishOpenid(
  deps: ChannelDeps,
  s: PaymentSettings,
  query: { code?: string; state?: string },
): Promise<string | null> {
  if (!query.state || query.state.length > 64) return null;
  const raw = await deps.store.take(stateKey(query.state));
  if (!raw) return null;
  const pending = JSON.parse(raw) as PendingOpenid;
  const source = openidSource(deps, s);
  if (!query.code || !source || pending.appId !== s.wechat.appId)
    return withParams(pending.returnUrl, { pay_error: 'openid' });
  let openid: string;
  try {
    openid = await source.exchange(query.code.slice(0, 512), pending.redirectUri);
  } catch (error) {
    deps.log.warn({ err: error }, 'the official account did not tell the openid');
    return withParams(pending.returnUrl, { pay_error: 'openid' });
  }
  const now = Date.now();
  await deps.db
    .insertInto('payment_openids')
    .values({
      user_id: pending.userId,
      app_id: pending.appId,
      openid: openid.slice(0, 128),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'app_id']).doUpdateSet({ openid: openid.slice(0, 128), updated_at: now }),
    )
    .execute();
  return withParams(pending.returnUrl, { pay_resume: 'wechat' });
}
