import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#core/db/connection';
import { migrateToLatest } from '#core/db/migrate';
import { createLogger } from '#core/logger';
import { createMember } from '#seed/factories/index';
import { seedEssentials } from '#seed/index';
import { adminOfRole } from '../helpers/admin';
import { bearer, httpClient } from '../helpers/http-client';
import { createMemberWithToken } from '../helpers/member';
import { useProcessScope } from '../helpers/process-scope';
import { forEachDatabase } from '../helpers/test-app';

/*
 * Issue 17: one log line per request (method, url, status, response time, request id, member or admin), JSON
 * in production and test, a readable line in development.
 */

type LogLine = Record<string, unknown>;

const { dataDir, start } = useProcessScope('shuyuan-request-log-');

/** The JSON lines of a server's output (the start-up banner is plain text). */
function jsonLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

describe('a production server process', () => {
  it('writes one JSON line per request, with method, url, status, time, request id and member', async () => {
    const dir = dataDir();
    const database = await openDatabase({ dataDir: dir });
    let mobile: string;
    try {
      await migrateToLatest(database.db);
      await seedEssentials(database.db);
      ({ mobile } = await createMember(database.db));
    } finally {
      await database.close();
    }
    const server = await start({ DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'info' });
    const api = httpClient(server.url);

    const login = await api.post(
      '/api/v2/login/password',
      { mobile, password: 'shuyuan123' },
      {
        'x-request-id': 'log-login',
      },
    );
    expect(login.body.code).toBe(0);
    const member = await api.get('/api/v2/member/detail', {
      ...bearer(login.body.data.token),
      'x-request-id': 'log-member',
    });
    expect(member.body.code).toBe(0);
    expect((await api.get('/api/v2/navs', { 'x-request-id': 'log-anonymous' })).status).toBe(200);
    const missing = await api.get('/api/v2/no-such-route', { 'x-request-id': 'log-missing' });
    expect(missing.body.code).toBe(404);
    expect(await server.stop()).toBe(0);

    const lines = jsonLines(server.output());
    const ofRequest = (id: string) => lines.filter((l) => l.reqId === id);
    for (const id of ['log-login', 'log-member', 'log-anonymous', 'log-missing']) {
      expect(ofRequest(id), id).toHaveLength(1);
    }
    expect(ofRequest('log-member')[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/v2/member/detail',
      statusCode: 200,
      memberId: member.body.data.id,
    });
    expect(ofRequest('log-member')[0].responseTime).toEqual(expect.any(Number));
    expect(ofRequest('log-anonymous')[0]).not.toHaveProperty('memberId');
    expect(ofRequest('log-missing')[0]).toMatchObject({
      url: '/api/v2/no-such-route',
      statusCode: missing.status,
    });
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  });
});

/** A pino destination that keeps the text written to it. */
function textDestination() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      text += String(chunk);
      callback();
    },
  });
  return {
    stream,
    lines: () => text.split('\n').filter(Boolean),
    clear: () => {
      text = '';
    },
  };
}

const jsonOut = textDestination();
describe('in production format', () => {
  forEachDatabase(
    (t) => {
      it('names the administrator of an admin request', async () => {
        const admin = await adminOfRole(t, 'super');
        const response = await t.inject({
          url: '/backend/api/v1/me',
          headers: { ...bearer(admin.token), 'x-request-id': `log-admin-${t.dialect}` },
        });
        expect(response.json().code).toBe(0);
        const lines = jsonOut
          .lines()
          .map((line) => JSON.parse(line) as LogLine)
          .filter((l) => l.reqId === `log-admin-${t.dialect}`);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({ url: '/backend/api/v1/me', statusCode: 200, adminId: admin.id });
      });
    },
    { logger: createLogger({ logLevel: 'info', nodeEnv: 'production' }, jsonOut.stream) },
  );
});

const prettyOut = textDestination();
describe('in development', () => {
  forEachDatabase(
    (t) => {
      it('logs a readable line per request: method, url, status, time and member', async () => {
        const { user, headers } = await createMemberWithToken(t);
        prettyOut.clear();
        await t.get('/api/v2/navs');
        await t.get('/api/v2/member/detail', headers);
        const lines = prettyOut.lines();
        expect(lines.some((l) => l.trimStart().startsWith('{'))).toBe(false);
        expect(lines.filter((l) => / GET \/api\/v2\/navs 200 [\d.]+ ms$/.test(l))).toHaveLength(1);
        expect(
          lines.filter((l) =>
            new RegExp(` GET /api/v2/member/detail 200 [\\d.]+ ms member ${user.id}$`).test(l),
          ),
        ).toHaveLength(1);
        expect(lines.filter((l) => l.includes('incoming request'))).toEqual([]);
      });
    },
    { logger: createLogger({ logLevel: 'info', nodeEnv: 'development' }, prettyOut.stream) },
  );
});
