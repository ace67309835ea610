import type { AxiosInstance } from 'axios';
import { useSearchParams } from 'react-router';
import { createHttp, readApiBaseUrl } from './http';
import { i18n } from './i18n/index';

/*
 * The console's "view on site" (issue 19, decision 033): a storefront detail page opened with `?preview=1`
 * sends the console's admin token on its public detail call, and the server opens an unpublished item for an
 * administrator who may edit content. The admin token lives under the console's own key; the member's token
 * is never sent with it, and nothing else on the page uses it.
 */
export const ADMIN_TOKEN_KEY = 'shuyuan-admin-token';

export const readAdminToken = (): string | null => {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
};

/** True on a detail page opened as the console's preview. */
export function usePreview(): boolean {
  const [params] = useSearchParams();
  return params.get('preview') === '1';
}

let previewHttp: AxiosInstance | null = null;

/**
 * The call options of a detail fetch: the preview client (admin token, no toast, no logout on 401) when
 * previewing with an admin token at hand; nothing otherwise.
 */
export function previewCall(preview: boolean): { client?: AxiosInstance } {
  if (!preview || !readAdminToken()) return {};
  previewHttp ??= createHttp(readApiBaseUrl(), {
    getToken: readAdminToken,
    notifyError: () => undefined,
    onUnauthorized: () => undefined,
    networkMessage: () => i18n.t('http.network'),
  });
  return { client: previewHttp };
}
