import type { Envelope } from './test-app';

/** An answer of a real server process: the HTTP status and the parsed envelope. */
export interface HttpAnswer {
  status: number;
  body: Envelope;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** JSON calls to a server process over HTTP (what t.get / t.post are for an injected app). */
export function httpClient(baseUrl: string) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  };
  return {
    url: baseUrl,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call('POST', path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => call('PUT', path, body, headers),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
