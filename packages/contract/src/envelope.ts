import { z } from 'zod';

/** MeEdu's answer codes. Every /api answer is HTTP 200 with one of these in `code`. */
export const ApiCode = {
  ok: 0,
  business: 1,
  unauthorized: 401,
  /** A feature switch (configFunc) of the call's module is off: the web reloads the configuration. */
  featureOff: 403,
  notFound: 404,
  tooManyRequests: 429,
  serverError: 500,
  maintenance: 503,
} as const;
export type TApiCode = (typeof ApiCode)[keyof typeof ApiCode];

/** Exact Chinese messages shared by server and client. */
export const ApiMessage = {
  notFound: '资源不存在',
  routeNotFound: '路由不存在',
  tooManyRequests: '请稍后再试',
  serverError: '错误',
  loginRequired: '请登录',
  loginAgain: '请重新登录',
  badParameter: '参数错误',
  alreadyBound: '请勿重复绑定',
  bodyTooLarge: '请求内容过大',
  badJson: '请求内容不是有效的JSON',
  badContentType: '不支持的请求内容类型',
} as const;

export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export type TEnvelope<T> = { code: number; message: string; data: T };

/** MeEdu answers `[]` where PHP returns an empty success. */
export const ZEmpty = z.array(z.never()).describe('empty success: []');

/** LengthAwarePaginator-lite: most MeEdu list calls answer `{data, total}`. */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });

/** The storefront's catalogue lists add Laravel's LengthAwarePaginator page numbers to `{data, total}`. */
export const ZNumberedPage = <T extends z.ZodType>(item: T) =>
  ZPage(item).extend({
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  });
