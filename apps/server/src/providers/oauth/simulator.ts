import { randomBytes } from 'node:crypto';
import type { Store } from '#core/store/store';
import { type OauthApp, OauthError, type OauthIdentity, type OauthProvider } from './types';

/** The simulator's authorize page (dev routes; never registered in production). */
export const SIMULATOR_AUTHORIZE_PATH = '/api/dev/oauth/authorize';
/**
 * Where the official account sends a payer back with the code that names their openid (decision 025): a
 * redirect_uri the site registers for WeChat beside its login callback.
 */
export const PAYMENT_OPENID_PATH = '/payment/wechat/openid';
/** As long as a real provider's code lives. */
const SIMULATOR_CODE_TTL_MS = 300_000;

const codeKey = (code: string) => `dev:oauth-code:${code}`;

interface IssuedCode {
  app: OauthApp;
  redirectUri: string;
  identity: OauthIdentity;
}

/** 同意授权 on the simulator page: a one-time code that the callback exchanges for this identity. */
export async function issueSimulatorCode(store: Store, issued: IssuedCode): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await store.set(codeKey(code), JSON.stringify(issued), SIMULATOR_CODE_TTL_MS);
  return code;
}

/**
 * Plays QQ / WeChat on the site itself, outside production, when the app has no keys. URLs are
 * site-relative: behind a dev proxy the person stays on the host they started on (and keeps its cookies).
 */
export function createSimulatorProvider(app: OauthApp, store: Store): OauthProvider {
  return {
    app,
    kind: 'simulator',
    authorizeUrl(state, back) {
      const query = new URLSearchParams({ app, state, redirect_uri: back.callbackPath });
      if (back.scope) query.set('scope', back.scope);
      return `${SIMULATOR_AUTHORIZE_PATH}?${query}`;
    },
    async exchange(code, back) {
      const raw = code.length <= 64 ? await store.take(codeKey(code)) : null;
      if (!raw) throw new OauthError('simulator: unknown or used code');
      const issued = JSON.parse(raw) as IssuedCode;
      // As a real provider: the code is good only for the app and the redirect_uri it was issued to.
      if (issued.app !== app || issued.redirectUri !== back.callbackPath) {
        throw new OauthError('simulator: code issued for another app or redirect_uri');
      }
      return issued.identity;
    },
  };
}
