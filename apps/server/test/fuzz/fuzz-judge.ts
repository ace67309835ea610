import type { LightMyRequestResponse } from 'fastify';

/** Envelope codes a client error may get; 500 (server fault) and 503 never. */
const CLIENT_CODES = new Set([0, 1, 401, 404, 429]);

/** Answers of /api that are not the envelope on purpose: pages (dev simulators) and CSV exports. */
const NON_ENVELOPE_TYPES = /^(text\/html|text\/csv)/;

export type Verdict = { ok: true; code: number | 'redirect' | 'page' } | { ok: false; problem: string };

function envelopeProblem(body: string): string | { code: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 160)}`;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return `not an object: ${body.slice(0, 160)}`;
  const keys = Object.keys(parsed).sort().join(',');
  if (keys !== 'code,data,message') return `envelope keys ${keys}: ${body.slice(0, 160)}`;
  const { code, message } = parsed as { code: unknown; message: unknown };
  if (typeof message !== 'string') return `message is ${typeof message}`;
  if (typeof code !== 'number' || !CLIENT_CODES.has(code)) return `code ${String(code)} (${message})`;
  return { code };
}

/**
 * The pass criteria of one answer to a contract endpoint: never HTTP 5xx; a redirect names where; a page
 * or CSV export only with its own content type; everything else the `{code, message, data}` envelope with
 * HTTP 200 and a client code (never 500).
 */
export function judgeApiAnswer(response: LightMyRequestResponse): Verdict {
  const status = response.statusCode;
  if (status >= 500) return { ok: false, problem: `HTTP ${status}: ${response.body.slice(0, 160)}` };
  if (status >= 300 && status < 400) {
    return response.headers.location
      ? { ok: true, code: 'redirect' }
      : { ok: false, problem: `HTTP ${status} without Location` };
  }
  const type = String(response.headers['content-type'] ?? '');
  if (NON_ENVELOPE_TYPES.test(type)) return { ok: true, code: 'page' };
  const envelope = envelopeProblem(response.body);
  if (typeof envelope === 'string') return { ok: false, problem: envelope };
  if (status !== 200) return { ok: false, problem: `envelope code ${envelope.code} with HTTP ${status}` };
  return { ok: true, code: envelope.code };
}

/**
 * Routes outside the contract (static files, signed media, payment pages, uploads) answer with real HTTP
 * statuses; the criteria there: never 5xx, and an /api or /backend/api answer in JSON is the envelope.
 */
export function judgeOtherAnswer(url: string, response: LightMyRequestResponse): Verdict {
  const status = response.statusCode;
  if (status >= 500) return { ok: false, problem: `HTTP ${status}: ${response.body.slice(0, 160)}` };
  const type = String(response.headers['content-type'] ?? '');
  // A HEAD answer has headers only.
  if (response.raw.req.method === 'HEAD') return { ok: true, code: status };
  if ((url.startsWith('/api/') || url.startsWith('/backend/api/')) && type.startsWith('application/json')) {
    const envelope = envelopeProblem(response.body);
    if (typeof envelope === 'string') return { ok: false, problem: envelope };
    return { ok: true, code: envelope.code };
  }
  return { ok: true, code: status };
}
