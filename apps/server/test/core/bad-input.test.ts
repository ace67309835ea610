import type { Endpoint } from '@shuyuan/contract';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { switchOnExams } from '../helpers/exam-papers';
import { forEachDatabase } from '../helpers/test-app';

/**
 * "Bad input to any route gets the envelope, never a 500": every contract endpoint the server registers
 * (this grows as areas are added) is sent junk ids, junk query values and junk bodies.
 */

const JUNK_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999',
  '2147483648',
  '%00',
  'null',
  `${'9'.repeat(300)}`,
  '1',
];
const JUNK_VALUES: (string | string[])[] = [
  'abc',
  '-1',
  '0',
  '',
  '1.5',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '%00',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '书院'.repeat(3000),
  ['1', '2'],
  '{"$ne":1}',
];
const JUNK_BODIES: unknown[] = [{}, [], 'text', 123, null, true, { nested: { deep: [1, 2, { x: null }] } }];
/** Sent as written: prototype-pollution attempts cannot be built as object literals. */
const RAW_BODIES = ['{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}'];

function shapeKeys(schema: z.ZodType | undefined): string[] {
  const shape = (schema?._zod.def as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function junkBodiesFor(endpoint: Endpoint): string[] {
  const keys = shapeKeys(endpoint.body);
  const typed = [0, -1, 99999999999, 1.5, '', 'x'.repeat(10_000), [], {}, null, true, '<img onerror=1>'].map(
    (value) => Object.fromEntries(keys.map((k) => [k, value])),
  );
  return [...[...JUNK_BODIES, ...typed].map((b) => JSON.stringify(b)), ...RAW_BODIES];
}

function urlsFor(endpoint: Endpoint): string[] {
  const hasParams = /:\w+/.test(endpoint.path);
  const paths = hasParams ? JUNK_IDS.map((id) => endpoint.path.replace(/:\w+/g, id)) : [endpoint.path];
  const queryKeys = [...shapeKeys(endpoint.query), 'page', 'page_size', 'platform'];
  const urls = [...paths];
  for (const value of JUNK_VALUES) {
    const params = new URLSearchParams();
    for (const key of queryKeys) {
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
    }
    urls.push(`${paths[paths.length - 1]}?${params.toString().replace(/%2500/g, '%00')}`);
  }
  return urls;
}

function expectEnvelope(body: string, label: string) {
  let parsed: { code: unknown; message: unknown; data: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${label}: not JSON: ${body.slice(0, 200)}`);
  }
  expect(Object.keys(parsed).sort(), label).toEqual(['code', 'data', 'message']);
  expect([0, 1, 401, 404, 429], `${label}: ${body.slice(0, 200)}`).toContain(parsed.code);
}

forEachDatabase(
  (t) => {
    it('answers junk with the envelope and never code 500, on every registered endpoint', async () => {
      // The exams calls answer past their gate (the paper switch on, as a site turns it on).
      await switchOnExams(t);
      const registered = [...t.app.registeredEndpoints.values()];
      expect(registered.length).toBeGreaterThan(0);
      for (const endpoint of registered) {
        for (const url of urlsFor(endpoint)) {
          if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
            const response = await t.inject({ method: endpoint.method, url });
            expect(response.statusCode, `${endpoint.method} ${url}`).toBe(200);
            expectEnvelope(response.body, `${endpoint.method} ${url.slice(0, 120)}`);
          }
        }
        if (endpoint.method !== 'GET') {
          const url = urlsFor(endpoint)[0];
          for (const body of junkBodiesFor(endpoint)) {
            const response = await t.inject({
              method: endpoint.method,
              url,
              headers: { 'content-type': 'application/json' },
              payload: body,
            });
            const label = `${endpoint.method} ${url} ${body.slice(0, 80)}`;
            expect(response.statusCode, label).toBe(200);
            expectEnvelope(response.body, label);
          }
        }
      }
    });
  },
  { demo: true },
);
