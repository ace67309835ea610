import { afterAll, beforeAll } from 'vitest';
import { http } from '#lib/http';
import { initI18n } from '#lib/i18n/index';
import { startAuthApi } from './auth-api-server';
import './jsdom-gaps';

export type AuthApi = Awaited<ReturnType<typeof startAuthApi>>;

/**
 * The setup of a file of account-form tests: cn strings, and the accounts server started before its
 * tests, with the app's own http client pointed at it, and closed after them. The returned handle is
 * filled in by the beforeAll, so read it inside the tests only.
 */
export function serveAuthApi(): AuthApi {
  const api = {} as AuthApi;
  beforeAll(async () => {
    await initI18n('cn');
    Object.assign(api, await startAuthApi());
    http.defaults.baseURL = api.url;
  });
  afterAll(async () => {
    http.defaults.baseURL = '';
    await api.close();
  });
  return api;
}
