import type {
  Endpoint,
  EndpointBody,
  EndpointData,
  EndpointParams,
  EndpointQuery,
} from '@shuyuan/contract/endpoint';
import { ApiCode, type TEnvelope } from '@shuyuan/contract/envelope';
import axios, { type AxiosInstance, type AxiosRequestConfig, isAxiosError } from 'axios';
import { currentLang } from './i18n/index';

/** Spec §9. */
export const HTTP_TIMEOUT_MS = 15_000;
/** Spec §8: the one business error that is never shown. */
export const SILENT_MESSAGE = '请勿重复绑定';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast a business error of this call (401 is still handled). */
    silent?: boolean;
    /** Do not run the 401 handling (used by logout, whose token may already be dead). */
    skipUnauthorized?: boolean;
  }
}

declare global {
  interface Window {
    /** Page-level API base URL, set by public/site-config.js; empty means same origin. */
    shuyuan_api_url?: string;
  }
}

export interface HttpHooks {
  getToken: () => string | null;
  /** Shows an error toast. */
  notifyError: (message: string) => void;
  /** Code 401 or HTTP 401: lib/unauthorized.ts toasts 请重新登录, clears the login and goes to /login. */
  onUnauthorized: () => void;
  /** Message for a call that never got an answer (no envelope). */
  networkMessage: () => string;
  /** Code 403: a feature switch of the call's module is off; the caller reloads the switches. */
  onFeatureOff?: () => void;
}

export class ApiError extends Error {
  constructor(readonly envelope: TEnvelope<unknown>) {
    super(envelope.message);
    this.name = 'ApiError';
  }
}

/**
 * True when a failed call's message is one text of the server's catalogue, in either language the server
 * answers in (decision 035): for the few places that act on a business message rather than only show it.
 */
export function isServerMessage(error: unknown, text: { zh: string; en: string }): boolean {
  return (
    error instanceof ApiError && (error.envelope.message === text.zh || error.envelope.message === text.en)
  );
}

const isEnvelope = (v: unknown): v is TEnvelope<unknown> =>
  typeof v === 'object' && v !== null && 'code' in v && typeof (v as { code: unknown }).code === 'number';

/**
 * The axios instance and its one response interceptor (spec §7, §8):
 * code 0 → resolve with `data`; code 401 or HTTP 401 → onUnauthorized; code 403 (a switch is off) →
 * onFeatureOff and its message, silent or not; any other code → toast its message (except 请勿重复绑定); every failure rejects with an ApiError carrying the envelope.
 */
export function createHttp(baseURL: string, hooks: HttpHooks, extra: AxiosRequestConfig = {}): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: HTTP_TIMEOUT_MS,
    withCredentials: false,
    headers: { Accept: 'application/json' },
    ...extra,
  });

  instance.interceptors.request.use((config) => {
    // The server writes its messages (errors, stored messages, credit remarks) in this language (decision 035).
    config.headers.set('Accept-Language', currentLang() === 'en' ? 'en' : 'zh-CN');
    const token = hooks.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      const body: unknown = response.data;
      if (!isEnvelope(body)) {
        const envelope = { code: 500, message: hooks.networkMessage(), data: null };
        return Promise.reject(new ApiError(envelope));
      }
      if (body.code === 0) return body.data as never;
      if (body.code === 401) {
        if (!response.config.skipUnauthorized) hooks.onUnauthorized();
      } else if (body.code === ApiCode.featureOff) {
        // Shown even for a silent call: it says why a part of the page (a promo-code box…) goes away.
        hooks.onFeatureOff?.();
        hooks.notifyError(body.message);
      } else if (!response.config.silent && body.message !== SILENT_MESSAGE) {
        hooks.notifyError(body.message);
      }
      return Promise.reject(new ApiError(body));
    },
    (error: unknown) => {
      if (isAxiosError(error) && error.response?.status === 401) {
        if (!error.config?.skipUnauthorized) hooks.onUnauthorized();
        const body = error.response.data;
        return Promise.reject(new ApiError(isEnvelope(body) ? body : { code: 401, message: '', data: null }));
      }
      // No answer (offline, timeout, a proxy's error page): screens show their own error state, no toast.
      const body = isAxiosError(error) ? error.response?.data : undefined;
      const envelope = isEnvelope(body) ? body : { code: 500, message: hooks.networkMessage(), data: null };
      return Promise.reject(new ApiError(envelope));
    },
  );
  return instance;
}

/** Base URL from the page-level setting, default same origin (trailing slash dropped). */
export function readApiBaseUrl(): string {
  const v = typeof window !== 'undefined' ? window.shuyuan_api_url : undefined;
  return typeof v === 'string' ? v.replace(/\/+$/, '') : '';
}

/** Hooks of the running app; app/main.tsx wires the toast and the 401 handler (lib/unauthorized.ts) with the router. */
const appHooks: HttpHooks = {
  getToken: () => null,
  notifyError: (message) => console.error(message),
  onUnauthorized: () => undefined,
  networkMessage: () => 'Network error',
  onFeatureOff: () => undefined,
};

export function configureHttp(hooks: Partial<HttpHooks>) {
  Object.assign(appHooks, hooks);
}

/** The one axios instance of the app. */
export const http = createHttp(readApiBaseUrl(), {
  getToken: () => appHooks.getToken(),
  notifyError: (m) => appHooks.notifyError(m),
  onUnauthorized: () => appHooks.onUnauthorized(),
  networkMessage: () => appHooks.networkMessage(),
  onFeatureOff: () => appHooks.onFeatureOff?.(),
});

export interface CallInput<E> {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  params?: EndpointParams<E>;
}

/** Fills `:name` segments of a contract path. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

export interface CallOptions {
  /** Do not toast a business error of this call. */
  silent?: boolean;
  /**
   * A call made while the page goes away (pagehide, leaving the route): a keepalive fetch, which outlives
   * the page and, unlike sendBeacon, carries the bearer token. Nothing waits for its answer, so a 401 to
   * it logs nobody out.
   */
  keepalive?: boolean;
  client?: AxiosInstance;
}

/** Calls one contract endpoint; the answer is typed from the contract's response schema. */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  options: CallOptions = {},
): Promise<EndpointData<E>> {
  const client = options.client ?? http;
  return client.request({
    method: endpoint.method,
    url: fillPath(endpoint.path, input.params as Record<string, unknown> | undefined),
    params: input.query,
    data: input.body,
    silent: options.silent,
    ...(options.keepalive && { adapter: 'fetch', fetchOptions: { keepalive: true }, skipUnauthorized: true }),
  }) as Promise<EndpointData<E>>;
}
