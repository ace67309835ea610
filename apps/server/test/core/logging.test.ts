import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logSensitive } from '#core/logger';
import { forEachDatabase } from '../helpers/test-app';

/** A pino destination that keeps every line. */
function memoryDestination() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { stream, lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}

describe('logger', () => {
  it('redacts credentials in headers and secret fields in logged objects', () => {
    const out = memoryDestination();
    const log = createLogger({ logLevel: 'info', nodeEnv: 'production' }, out.stream);
    const fields = {
      req: { headers: { authorization: 'Bearer eyJ.secret', cookie: 'sid=abc' } },
      res: { headers: { 'set-cookie': 'sid=def' } },
      headers: { authorization: 'Bearer top' },
      body: { mobile: '13800000000', password: 'hunter2', mobile_code: '123456', image_captcha: 'ab12' },
      call: { params: { sign: 'sig-77', token: 'tok-88' } },
      password: 'top-level',
      login_code: 'lc-999',
    };
    log.info(fields, 'incoming');
    // The caller's objects are left as they were.
    expect(fields.body.password).toBe('hunter2');
    expect(fields.req.headers.authorization).toBe('Bearer eyJ.secret');
    const text = out.text();
    const secrets = ['eyJ.secret', 'sid=abc', 'sid=def', 'Bearer top', 'hunter2', '123456', 'ab12', 'sig-77'];
    for (const secret of [...secrets, 'tok-88', 'top-level', 'lc-999']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('13800000000');
    expect(text).toContain('[redacted]');
  });

  it('keeps SMS codes out of info-level logs in production', () => {
    const prod = memoryDestination();
    logSensitive(
      createLogger({ logLevel: 'info', nodeEnv: 'production' }, prod.stream),
      'production',
      { sms: '654321' },
      'sms code',
    );
    expect(prod.text()).not.toContain('654321');

    const dev = memoryDestination();
    logSensitive(
      // A JSON logger (development's is pretty-printed): the rule is logSensitive's, given 'development'.
      createLogger({ logLevel: 'info', nodeEnv: 'test' }, dev.stream),
      'development',
      { sms: '654321' },
      'sms code',
    );
    expect(dev.text()).toContain('654321');
  });
});

const out = memoryDestination();
forEachDatabase(
  (t) => {
    it('returns the caller’s x-request-id and logs with it', async () => {
      const response = await t.inject({ url: '/api/v2/navs', headers: { 'x-request-id': 'trace-abc-123' } });
      expect(response.headers['x-request-id']).toBe('trace-abc-123');
      expect(out.lines.some((l) => l.reqId === 'trace-abc-123')).toBe(true);
    });

    it('makes a request id when none (or a malformed one) is given', async () => {
      const plain = await t.inject('/api/v2/navs');
      expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const bad = await t.inject({
        url: '/api/v2/navs',
        headers: { 'x-request-id': 'bad id\nwith newline'.replace('\n', ' ') },
      });
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('logs a server fault with its details while the answer has none', async () => {
      const response = await t.inject({ url: '/api/test/fail', headers: { 'x-request-id': 'fault-1' } });
      expect(response.json()).toEqual({ code: 500, message: '错误', data: [] });
      const entry = out.lines.find((l) => l.reqId === 'fault-1' && l.level === 50) as {
        err?: { message?: string };
      };
      expect(entry?.err?.message).toBe('disk on fire');
    });

    it('does not log the Authorization header', async () => {
      await t.inject({ url: '/api/v2/navs', headers: { authorization: 'Bearer very-secret-token' } });
      expect(out.text()).not.toContain('very-secret-token');
    });
  },
  {
    logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, out.stream),
    extend: (app) => {
      app.get('/api/test/fail', async () => {
        throw new Error('disk on fire');
      });
    },
  },
);
