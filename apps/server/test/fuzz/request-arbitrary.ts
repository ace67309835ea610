import type { Endpoint } from '@shuyuan/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  hostileSegment,
  hostileString,
  hostileValue,
  RAW_JSON_NUMBERS,
  SCRIPTS,
  TRAVERSALS,
} from './hostile-values';
import { headerArbitrary, multipartArbitrary, type WireBody } from './wire-arbitrary';
import { objectKeys, objectShape, plausibleValue } from './zod-arbitrary';

/** One generated request, ready for app.inject; `kind` names the mutation for the report. */
export interface FuzzRequest {
  kind: string;
  method: Endpoint['method'] | 'HEAD';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Body = WireBody;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};

/**
 * A valid-looking object with one thing wrong: a field set to a hostile value, a field left out, extra
 * fields, or script in every text field.
 */
function mutatedObject(schema: z.ZodType | undefined): fc.Arbitrary<{ kind: string; value: unknown }> {
  const base = schema ? plausibleValue(schema) : fc.constant({});
  const keys = objectKeys(schema);
  const anyKey = keys.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fc.string({ maxLength: 8 }))
    : fc.string({ maxLength: 8 });
  return fc.oneof(
    { weight: 2, arbitrary: base.map((value) => ({ kind: 'plausible', value })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(base, anyKey, hostileValue)
        .map(([value, key, bad]) => ({ kind: 'hostile field', value: { ...record(value), [key]: bad } })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.constantFrom(...(keys.length ? keys : ['x']))).map(([value, key]) => {
        const copy = record(value);
        delete copy[key];
        return { kind: 'missing field', value: copy };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { minKeys: 1, maxKeys: 4 }))
        .map(([value, extra]) => ({ kind: 'extra fields', value: { ...extra, ...record(value) } })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.constantFrom(...SCRIPTS, ...TRAVERSALS)).map(([value, text]) => {
        const copy = record(value);
        for (const key of keys)
          if (typeof copy[key] === 'string' || copy[key] === undefined) copy[key] = text;
        return { kind: 'script in every text', value: copy };
      }),
    },
  );
}

/** Every way to send a body: JSON of a mutated object, broken JSON, other content types, multipart. */
function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<Body> {
  const json = (kind: string, text: string): Body => ({
    kind,
    contentType: 'application/json',
    payload: text,
  });
  const shape = endpoint.body ? objectShape(endpoint.body) : null;
  const firstKey = shape ? (Object.keys(shape)[0] ?? 'x') : 'x';
  return fc.oneof(
    {
      weight: 8,
      arbitrary: mutatedObject(endpoint.body).map(({ kind, value }) => json(kind, JSON.stringify(value))),
    },
    {
      weight: 1,
      arbitrary: hostileValue.map((value) => json('wrong top-level type', JSON.stringify(value) ?? 'null')),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          (endpoint.body ? plausibleValue(endpoint.body) : fc.constant({})).map((v) =>
            JSON.stringify(record(v)),
          ),
          fc.nat(),
        )
        .chain(([text, cut]) =>
          fc.constantFrom(
            json('malformed JSON', text.slice(0, Math.max(1, cut % Math.max(1, text.length)))),
            json('malformed JSON', `${text}}`),
            json('malformed JSON', `{'${firstKey}': 1}`),
            json('malformed JSON', `{"${firstKey}": NaN}`),
            json('malformed JSON', `{"${firstKey}": undefined}`),
            json('malformed JSON', `\ufeff${text}`),
            json('malformed JSON', '{"a":1,"a":2'),
            json('deeply nested JSON', `${'['.repeat(5_000)}${']'.repeat(5_000)}`),
            json('deeply nested JSON', `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`),
            json('prototype pollution', `{"__proto__":{"isAdmin":true},"${firstKey}":"x"}`),
            json('prototype pollution', '{"constructor":{"prototype":{"polluted":1}}}'),
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...RAW_JSON_NUMBERS)
        .map((n) => json('raw JSON number', `{"${firstKey}":${n}}`)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { kind: 'wrong content type', contentType: 'text/plain', payload: 'hello' },
        {
          kind: 'wrong content type',
          contentType: 'application/x-www-form-urlencoded',
          payload: `${firstKey}=1&${firstKey}=2`,
        },
        {
          kind: 'wrong content type',
          contentType: 'application/xml',
          payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        },
        { kind: 'wrong content type', contentType: 'application/json; charset=utf-16', payload: '{}' },
        { kind: 'wrong content type', contentType: 'multipart/form-data', payload: '--x\r\n\r\n' },
        { kind: 'wrong content type', contentType: ';;;', payload: '{}' },
        { kind: 'no content type', payload: '{"a":1}' },
      ),
    },
    { weight: 1, arbitrary: multipartArbitrary() },
  );
}

/** The query string: plausible values, one hostile, repeated keys (arrays), stray keys. */
function queryArbitrary(endpoint: Endpoint): fc.Arbitrary<{ kind: string; text: string }> {
  const keys = [...new Set([...objectKeys(endpoint.query), 'page', 'page_size'])];
  const plausible = endpoint.query ? plausibleValue(endpoint.query) : fc.constant({});
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return fc
    .tuple(
      plausible,
      fc.constantFrom(...keys),
      fc.oneof(hostileString, hostileValue.map(asText)),
      fc.constantFrom('plain', 'hostile', 'repeated', 'none'),
    )
    .map(([value, key, bad, how]) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(record(value))) if (v !== undefined) params.append(k, asText(v));
      if (how === 'hostile') params.set(key, bad);
      if (how === 'repeated') {
        params.append(key, bad);
        params.append(key, '1');
      }
      if (how === 'none') return { kind: 'query: none', text: '' };
      return { kind: `query: ${how}`, text: `?${params.toString()}` };
    });
}

/** The path with each `:param` filled: a plausible value most often, else a hostile segment. */
function pathArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (names.length === 0) return fc.constant(endpoint.path);
  const shape = endpoint.params ? objectShape(endpoint.params) : null;
  const segment = (name: string) => {
    const field = shape?.[name];
    const plausible = field
      ? plausibleValue(field).map((v) => encodeURIComponent(String(v)))
      : fc.constant('1');
    return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: hostileSegment });
  };
  return fc.tuple(...names.map(segment)).map((values) => {
    let path = endpoint.path;
    names.forEach((name, i) => {
      path = path.replace(`:${name}`, values[i] ?? '1');
    });
    return path;
  });
}

/** Every request the fuzzer may send to one endpoint, with the given Authorization header (if any). */
export function requestArbitrary(
  endpoint: Endpoint,
  authorization: fc.Arbitrary<string | null>,
): fc.Arbitrary<FuzzRequest> {
  const hasBody = endpoint.method !== 'GET';
  return fc
    .tuple(
      pathArbitrary(endpoint),
      queryArbitrary(endpoint),
      hasBody ? bodyArbitrary(endpoint) : fc.constant<Body | null>(null),
      authorization,
      headerArbitrary,
    )
    .map(([path, query, body, auth, extra]) => {
      const headers: Record<string, string> = { ...extra };
      if (auth) headers.authorization = auth;
      if (body?.contentType) headers['content-type'] = body.contentType;
      return {
        kind: body?.kind ?? query.kind,
        method: endpoint.method,
        url: `${path}${query.text}`,
        headers,
        payload: body?.payload,
      };
    });
}
