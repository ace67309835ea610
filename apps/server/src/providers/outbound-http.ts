/** Calls from the server to a provider's API (OAuth, SMS, face verification). */

export interface OutboundResponse {
  status: number;
  text: string;
}

/** Provider APIs answer within a few seconds; a hung one must not hold a person's request for long. */
export const OUTBOUND_TIMEOUT_MS = 10_000;

export async function requestText(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
  timeoutMs = OUTBOUND_TIMEOUT_MS,
): Promise<OutboundResponse> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, text: await response.text() };
}

/** A JSON object from a provider, or an error naming what came back instead. */
export function parseJsonObject(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${what}: the answer is not JSON`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${what}: unexpected answer`);
  return value as Record<string, unknown>;
}

/** A base URL from settings (tests point providers at a local server): http(s) only, no trailing slash. */
export function baseUrlSetting(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(value.trim()))
    return fallback;
  return value.trim().replace(/\/+$/, '');
}

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
