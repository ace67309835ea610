import type {
  Endpoint,
  EndpointBody,
  EndpointData,
  EndpointParams,
  EndpointQuery,
} from '@shuyuan/contract/endpoint';
import axios from 'axios';

/*
 * The console's own HTTP client: the admin token is separate from the member token (another storage
 * key, never sent to the member API), and a 401 sends the admin to the console's login, not the site's.
 */
const TOKEN_KEY = 'shuyuan-admin-token';

export const readAdminToken = () => window.localStorage.getItem(TOKEN_KEY);
export const saveAdminToken = (token: string) => window.localStorage.setItem(TOKEN_KEY, token);
export const clearAdminToken = () => window.localStorage.removeItem(TOKEN_KEY);

export class AdminApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

const http = axios.create({ baseURL: window.shuyuan_api_url || '', timeout: 15_000 });

export async function callAdmin<E extends Endpoint>(
  endpoint: E,
  args: { query?: EndpointQuery<E>; body?: EndpointBody<E>; params?: EndpointParams<E> } = {},
): Promise<EndpointData<E>> {
  const token = readAdminToken();
  const params = (args.params ?? {}) as Record<string, string | number>;
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const response = await http.request({
    method: endpoint.method,
    url,
    params: args.query,
    data: args.body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    validateStatus: () => true,
  });
  const envelope = response.data as { code?: number; message?: string; data?: unknown };
  if (typeof envelope?.code !== 'number') throw new AdminApiError(-1, `HTTP ${response.status}`);
  if (envelope.code === 401) clearAdminToken();
  if (envelope.code !== 0) throw new AdminApiError(envelope.code, envelope.message ?? '');
  return envelope.data as EndpointData<E>;
}
