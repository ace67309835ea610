import type { Endpoint, EndpointData } from '@shuyuan/contract/endpoint';
import { type CallInput, callEndpoint, createHttp, readApiBaseUrl } from '#lib/http';
import { i18n } from '#lib/i18n/index';
import { ADMIN_TOKEN_KEY, readAdminToken } from '#lib/preview';

/*
 * The console's instance of the shared HTTP client (lib/http: one envelope interceptor, one ApiError). Its
 * own hooks: the admin token is separate from the member token (another storage key, never sent to the
 * member API), and a 401 forgets it, so the console's layout shows its login, not the site's. No toast from
 * here: the console's writes say their own failures (useAdminWrite) and its reads show them in place.
 */
// The key is lib's: the storefront's preview (lib/preview.ts) reads the same token.
const TOKEN_KEY = ADMIN_TOKEN_KEY;

export { readAdminToken };
export const saveAdminToken = (token: string) => window.localStorage.setItem(TOKEN_KEY, token);
export const clearAdminToken = () => window.localStorage.removeItem(TOKEN_KEY);

const adminHttp = createHttp(readApiBaseUrl(), {
  getToken: readAdminToken,
  notifyError: () => undefined,
  onUnauthorized: clearAdminToken,
  networkMessage: () => i18n.t('http.network'),
});

export function callAdmin<E extends Endpoint>(
  endpoint: E,
  args: CallInput<E> = {},
): Promise<EndpointData<E>> {
  return callEndpoint(endpoint, args, { client: adminHttp });
}
