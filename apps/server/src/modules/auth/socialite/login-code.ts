import type { Deps } from '#core/deps';
import { OAUTH_APPS, type OauthApp, type OauthIdentity } from '#providers/oauth/index';
import { randomToken } from '../accounts';

/**
 * The one-time login_code a provider callback hands to the browser (MeEdu: 32 chars, 600 s). Only the
 * server exchanges it (/auth/login/code, /register/withSocialite, /member/socialite/bindWithCode).
 */

export const LOGIN_CODE_TTL_MS = 600_000;

export interface LoginCodeEntry {
  type: 'socialite';
  app: OauthApp;
  data: OauthIdentity;
  /** Set when a WeChat scan page started the flow: the code may complete only that scan. */
  scan_nonce?: string;
}

const codeKey = (code: string) => `socialite:login:${code}`;

export async function createLoginCode(deps: Deps<'store'>, entry: LoginCodeEntry): Promise<string> {
  const code = randomToken(24);
  await deps.store.set(codeKey(code), JSON.stringify(entry), LOGIN_CODE_TTL_MS);
  return code;
}

function parseEntry(raw: string): LoginCodeEntry | null {
  try {
    const value = JSON.parse(raw) as Partial<LoginCodeEntry>;
    const data = value?.data;
    if (value?.type !== 'socialite' || !OAUTH_APPS.includes(value.app as OauthApp)) return null;
    if (!data || typeof data.openid !== 'string' || !data.openid) return null;
    return value as LoginCodeEntry;
  } catch {
    return null;
  }
}

/** null: no such code (expired or used); entry null: the stored value is malformed (参数错误). */
export async function readLoginCode(
  deps: Deps<'store'>,
  code: string,
): Promise<{ raw: string; entry: LoginCodeEntry | null } | null> {
  if (code.length > 64) return null;
  const raw = await deps.store.get(codeKey(code));
  return raw === null ? null : { raw, entry: parseEntry(raw) };
}

/** Uses the code up; of concurrent callers exactly one gets true. */
export async function takeLoginCode(deps: Deps<'store'>, code: string, raw: string): Promise<boolean> {
  return (await deps.store.take(codeKey(code))) === raw;
}
