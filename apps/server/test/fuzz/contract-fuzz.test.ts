import { Writable } from 'node:stream';
import type { Endpoint } from '@shuyuan/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchOnExams } from '../helpers/exam-papers';
import { createTestApp, DATABASE_TARGETS, type TestApp, tagsOf } from '../helpers/test-app';
import { judgeApiAnswer, judgeOtherAnswer, type Verdict } from './fuzz-judge';
import { FuzzReport } from './fuzz-report';
import { FuzzSessions } from './fuzz-sessions';
import { otherRouteArbitrary } from './other-routes-arbitrary';
import { type FuzzRequest, requestArbitrary } from './request-arbitrary';

/*
 * `npm run fuzz`: every contract endpoint the server registers gets requests generated from its schemas
 * and then broken (hostile-values.ts, request-arbitrary.ts), anonymously and with a valid token (member,
 * or administrator on /backend). FUZZ_RUNS cases per endpoint and caller (small under `npm test`,
 * `npm run fuzz -- --runs 2000` for a long run); FUZZ_SEED replays a run. A failure prints the shrunk
 * request and the seed.
 */

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 5);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const AREAS: Endpoint['area'][] = [
  'auth',
  'member',
  'catalogue',
  'learning',
  'commerce',
  'content',
  'exams',
  'system',
  'admin',
];
/** Generous per area: a long run is as long as it needs to be. */
const AREA_TIMEOUT_MS = 120_000 + RUNS * 4_000;

const garbageToken = fc.constantFrom(
  'Bearer x',
  'Bearer adm_fake',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Basic YTpi',
  `Bearer ${'a'.repeat(4_000)}`,
);

let sent = 0;

/**
 * Fuzzed requests come from a spread of documentation addresses, never from the loopback address the
 * sessions log in from: per-IP login lockouts and SMS budgets the fuzzer trips stay its own.
 */
async function send(t: TestApp, request: FuzzRequest) {
  sent++;
  return t.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: `203.0.113.${sent % 250}`,
  } as InjectOptions);
}

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.url.slice(0, 200)} [${r.kind}] ${JSON.stringify(r.headers).slice(0, 200)} ${
    typeof r.payload === 'string' ? r.payload.slice(0, 300) : r.payload ? `<${r.payload.length} bytes>` : ''
  }`;

for (const dialect of DATABASE_TARGETS) {
  describe(`contract fuzz (${dialect}, ${RUNS} runs per endpoint and caller)`, tagsOf(dialect), () => {
    let t: TestApp;
    let sessions: FuzzSessions;
    const report = new FuzzReport();
    const errorLogs: string[] = [];
    const crashes: string[] = [];
    const onCrash = (error: unknown) => crashes.push(String((error as Error)?.stack ?? error));

    beforeAll(async () => {
      process.on('uncaughtException', onCrash);
      process.on('unhandledRejection', onCrash);
      // Error-level log lines are server faults even when the answer hid them (a background failure).
      const sink = new Writable({
        write(chunk, _encoding, done) {
          errorLogs.push(String(chunk).slice(0, 500));
          done();
        },
      });
      t = await createTestApp(dialect, { demo: true, logger: pino({ level: 'error' }, sink) });
      // The exams calls answer past their gate (the paper switch on, as a site turns it on).
      await switchOnExams(t);
      sessions = new FuzzSessions(t);
      await sessions.refresh();
    });

    afterAll(async () => {
      process.off('uncaughtException', onCrash);
      process.off('unhandledRejection', onCrash);
      console.log(report.format(`fuzz ${dialect}`));
      await t?.close();
    });

    /** Runs one property; a failing case is recorded (the shrunk one is what fast-check reports). */
    async function fuzz(
      route: string,
      requests: fc.Arbitrary<FuzzRequest>,
      judge: (r: FuzzRequest, res: Awaited<ReturnType<typeof send>>) => Verdict,
      numRuns = RUNS,
    ) {
      await fc
        .assert(
          fc.asyncProperty(requests, async (request) => {
            const response = await send(t, request);
            const verdict = judge(request, response);
            report.count(route, request.kind, verdict.ok ? verdict.code : 'FAIL');
            if (!verdict.ok) throw new Error(`${verdict.problem}\n  request: ${describeRequest(request)}`);
          }),
          { numRuns, seed: SEED, markInterruptAsFailure: true },
        )
        .catch((error: Error) => {
          // fast-check keeps the predicate's own error (what was wrong with the answer) as the cause.
          const cause = error.cause instanceof Error ? `\n${error.cause.message}` : '';
          report.failures.push(`${route}: ${error.message.slice(0, 1_500)}${cause.slice(0, 1_500)}`);
        });
    }

    for (const area of AREAS) {
      it(
        `${area}: hostile requests get the envelope, never a 5xx or code 500`,
        async () => {
          const endpoints = [...t.app.registeredEndpoints.values()].filter((e) => e.area === area);
          expect(endpoints.length, `registered ${area} endpoints`).toBeGreaterThan(0);
          const before = report.failures.length;
          for (const endpoint of endpoints) {
            const route = `${endpoint.method} ${endpoint.path}`;
            const isAdmin = endpoint.path.startsWith('/backend/');
            const callers: fc.Arbitrary<string | null>[] = [
              fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: garbageToken }),
              fc.constant(null).map(() => `Bearer ${isAdmin ? sessions.adminToken : sessions.memberToken}`),
            ];
            for (const caller of callers) {
              await fuzz(route, requestArbitrary(endpoint, caller), (_request, response) =>
                judgeApiAnswer(response),
              );
            }
            await sessions.refresh();
          }
          expect(report.failures.slice(before), 'failing requests').toEqual([]);
        },
        AREA_TIMEOUT_MS,
      );
    }

    it(
      'routes outside the contract refuse traversal and junk without a 5xx or a leaked file',
      async () => {
        const before = report.failures.length;
        const secret = t.config.jwtSecret;
        await fuzz(
          'other routes',
          otherRouteArbitrary(() => sessions.adminToken),
          (request, response) => {
            if (response.body.includes(secret) || response.body.startsWith('SQLite format')) {
              return { ok: false, problem: `leaked a private file for ${request.url}` };
            }
            return judgeOtherAnswer(request.url, response);
          },
          // Several routes share this one property: as many cases as a few endpoints get.
          RUNS * 20,
        );
        await sessions.refresh();
        expect(report.failures.slice(before), 'failing requests').toEqual([]);
      },
      AREA_TIMEOUT_MS,
    );

    it('the server is still healthy: /healthz ok, no crash, no error logged', async () => {
      const health = await t.inject('/healthz');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', db: true, store: true });
      expect(crashes, 'uncaught exceptions or rejections').toEqual([]);
      expect(errorLogs, 'error-level log lines').toEqual([]);
      expect(report.total).toBeGreaterThan(0);
    });
  });
}
