import { ApiMessage, defineEndpoint } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, notFound } from '#core/errors';
import { registerEndpoint } from '#core/http/register-endpoint';
import { forEachDatabase } from '../helpers/test-app';

/** Test-only endpoints that exercise the envelope machinery: public unless they say otherwise. */
const testOnly = { summary: 'test', area: 'system', auth: 'public' } as const;

const getThing = defineEndpoint({
  ...testOnly,
  id: 'testGetThing',
  method: 'GET',
  path: '/api/test/thing/:id',
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ size: z.coerce.number({ message: '尺寸错误' }).int({ message: '尺寸错误' }).optional() }),
  response: z.object({ id: z.number(), size: z.number().nullable() }),
});

const postThing = defineEndpoint({
  ...testOnly,
  id: 'testPostThing',
  method: 'POST',
  path: '/api/test/thing',
  body: z.object({
    mobile: z.string({ message: '请输入手机号' }).min(1, { message: '请输入手机号' }),
    password: z.string({ message: '请输入密码' }).min(6, { message: '密码长度不能少于6个字符' }),
    note: z.string().max(3).optional(),
  }),
  response: z.object({ mobile: z.string() }),
});

const memberThing = defineEndpoint({
  ...testOnly,
  id: 'testMemberThing',
  method: 'GET',
  path: '/api/test/member',
  auth: 'member',
  response: z.object({ ok: z.boolean() }),
});

const redirectThing = defineEndpoint({
  ...testOnly,
  id: 'testRedirect',
  method: 'GET',
  path: '/api/test/redirect',
  response: z.never(),
});

const badAnswer = defineEndpoint({
  ...testOnly,
  id: 'testBadAnswer',
  method: 'GET',
  path: '/api/test/bad-answer',
  response: z.object({ ok: z.boolean() }),
});

async function addTestRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    registerEndpoint(scope, getThing, async ({ params, query }) => {
      if (params.id === 404) throw notFound();
      return { id: params.id, size: query.size ?? null };
    });
    registerEndpoint(scope, postThing, async ({ body }) => ({ mobile: body.mobile }));
    registerEndpoint(scope, memberThing, async () => ({ ok: true }));
    registerEndpoint(scope, badAnswer, async () => ({ ok: 'yes' }) as never);
    registerEndpoint(scope, redirectThing, async ({ reply }) => {
      await reply.redirect('https://example.com/after');
      return undefined as never;
    });
    scope.get('/api/test/boom', async () => {
      throw new Error('secret detail: connection string postgres://user:pw@db');
    });
    scope.get('/api/test/business', async () => {
      throw new AppError('手机号已存在');
    });
    scope.get('/api/test/pg-input', async () => {
      throw Object.assign(new Error('value "99999999999" is out of range for type integer'), {
        code: '22003',
      });
    });
  });
}

/** A failed call's envelope: the code, the message and MeEdu's empty data. */
const failure = (code: number, message: string) => ({ code, message, data: [] });

forEachDatabase(
  (t) => {
    describe('success', () => {
      it('wraps data in {code: 0, message: "", data}', async () => {
        expect(await t.get('/api/test/thing/12?size=3')).toEqual({
          code: 0,
          message: '',
          data: { id: 12, size: 3 },
        });
      });

      it('accepts a JSON body with a charset', async () => {
        const response = await t.inject({
          method: 'POST',
          url: '/api/test/thing',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          payload: JSON.stringify({ mobile: '13800000000', password: 'secret1' }),
        });
        expect(response.json()).toEqual({ code: 0, message: '', data: { mobile: '13800000000' } });
      });
    });

    describe('validation', () => {
      it('joins every message with "," under code 1', async () => {
        expect(await t.post('/api/test/thing', {})).toEqual(failure(1, '请输入手机号,请输入密码'));
        expect(await t.post('/api/test/thing', { mobile: '1', password: '1' })).toMatchObject({
          code: 1,
          message: '密码长度不能少于6个字符',
        });
      });

      it('reads schema checks without their own message as 参数错误', async () => {
        expect(
          await t.post('/api/test/thing', { mobile: '1', password: 'secret1', note: 'long' }),
        ).toMatchObject({
          code: 1,
          message: ApiMessage.badParameter,
        });
      });

      it('rejects a bad query value with its message', async () => {
        expect(await t.get('/api/test/thing/1?size=abc')).toMatchObject({ code: 1, message: '尺寸错误' });
        expect(await t.get('/api/test/thing/1?size=1&size=2')).toMatchObject({ code: 1 });
      });

      it('treats a POST without a body as an empty object', async () => {
        expect(await t.post('/api/test/thing')).toMatchObject({
          code: 1,
          message: '请输入手机号,请输入密码',
        });
        const emptyJson = await t.inject({
          method: 'POST',
          url: '/api/test/thing',
          headers: { 'content-type': 'application/json' },
          payload: '',
        });
        expect(emptyJson.json()).toMatchObject({ code: 1, message: '请输入手机号,请输入密码' });
      });
    });

    describe('malformed requests get the envelope, never a 500', () => {
      const cases: [string, Record<string, string>, string, string][] = [
        ['malformed JSON', { 'content-type': 'application/json' }, '{"mobile": ', ApiMessage.badJson],
        [
          'prototype poisoning',
          { 'content-type': 'application/json' },
          '{"__proto__": {"x": 1}}',
          ApiMessage.badJson,
        ],
        ['plain text', { 'content-type': 'text/plain' }, 'mobile=1', ApiMessage.badContentType],
        [
          'a form',
          { 'content-type': 'application/x-www-form-urlencoded' },
          'mobile=1',
          ApiMessage.badContentType,
        ],
        ['XML', { 'content-type': 'application/xml' }, '<a/>', ApiMessage.badContentType],
        ['a garbled content type', { 'content-type': ';;;' }, '{}', ApiMessage.badContentType],
      ];
      for (const [name, headers, payload, message] of cases) {
        it(name, async () => {
          const response = await t.inject({ method: 'POST', url: '/api/test/thing', headers, payload });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual(failure(1, message));
        });
      }

      it('a body over BODY_LIMIT_BYTES', async () => {
        const payload = JSON.stringify({
          mobile: 'x'.repeat(t.config.bodyLimitBytes + 10),
          password: 'secret1',
        });
        const response = await t.inject({
          method: 'POST',
          url: '/api/test/thing',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(failure(1, ApiMessage.bodyTooLarge));
      });

      it('a non-numeric id is an unknown route', async () => {
        for (const id of ['abc', '1a', '-1', '1.5', '%20', '0x10']) {
          expect(await t.get(`/api/test/thing/${id}`)).toEqual(failure(404, ApiMessage.routeNotFound));
        }
      });

      it('an id beyond the integer range names no resource', async () => {
        expect(await t.get('/api/test/thing/99999999999999999999999')).toEqual(
          failure(404, ApiMessage.notFound),
        );
      });

      it('a path the router cannot read: an over-long parameter, broken %-encoding', async () => {
        const unknown = failure(404, ApiMessage.routeNotFound);
        expect(await t.get(`/api/test/thing/${'9'.repeat(5000)}`)).toEqual(unknown);
        expect(await t.get('/api/test/thing/%E0%A4%A')).toEqual(unknown);
        expect(await t.get('/api/test/%zz/1')).toEqual(unknown);
        expect(await t.get('/api/test/thing/1?size=%E0%A4%A')).toMatchObject({ code: 1 });
      });
    });

    describe('errors', () => {
      it('an unknown route: 404 路由不存在, on any method', async () => {
        expect(await t.get('/api/v2/does-not-exist')).toEqual(failure(404, '路由不存在'));
        expect(await t.post('/api/v2/does-not-exist', { a: 1 })).toEqual(failure(404, '路由不存在'));
        const del = await t.inject({ method: 'DELETE', url: '/api/v2/other/config' });
        expect(del.statusCode).toBe(200);
        expect(del.json()).toEqual(failure(404, '路由不存在'));
      });

      it('a missing resource: 404 资源不存在', async () => {
        expect(await t.get('/api/test/thing/404')).toEqual(failure(404, '资源不存在'));
      });

      it('a business error: code 1 with its message', async () => {
        expect(await t.get('/api/test/business')).toEqual(failure(1, '手机号已存在'));
      });

      it('a thrown error: 500 错误, without details', async () => {
        const response = await t.inject('/api/test/boom');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(failure(500, '错误'));
        expect(response.body).not.toContain('secret');
        expect(response.body).not.toContain('postgres');
      });

      it('a database rejecting a client value is bad input (code 1), not a server fault', async () => {
        expect(await t.get('/api/test/pg-input')).toEqual(failure(1, ApiMessage.badParameter));
      });

      it('a member endpoint without a token: 401 请登录', async () => {
        expect(await t.get('/api/test/member')).toEqual(failure(401, '请登录'));
        expect(await t.get('/api/test/member', { authorization: 'Bearer not-a-token' })).toMatchObject({
          code: 401,
        });
      });

      it('lets a handler answer by itself (a redirect)', async () => {
        const response = await t.inject('/api/test/redirect');
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('https://example.com/after');
      });

      it('an answer that breaks the contract fails loudly under test', async () => {
        expect(await t.get('/api/test/bad-answer')).toMatchObject({ code: 500 });
      });
    });
  },
  { extend: addTestRoutes },
);
