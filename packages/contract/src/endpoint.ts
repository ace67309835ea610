import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/**
 * public: anyone; optional: a token is read when present; member: a valid token is required;
 * admin: a valid administrator token whose role grants the endpoint's `permission` is required.
 */
export type AuthMode = 'public' | 'optional' | 'member' | 'admin';

/**
 * One call of the wire contract. The server registers a handler for it, the web client calls it,
 * and /api/docs is generated from the list of them: the payload types are written only here.
 * `path` uses Fastify's syntax (`/api/v2/course/:id`); numeric ids are declared in `params`.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  area: 'auth' | 'member' | 'catalogue' | 'learning' | 'commerce' | 'content' | 'exams' | 'admin' | 'system';
  auth: AuthMode;
  /** For `auth: 'admin'`: the permission the administrator's role must grant (none: any administrator). */
  permission?: string;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of `data` inside the envelope. */
  response: R;
}

export function defineEndpoint<
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  P extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<Q, B, P, R>): Endpoint<Q, B, P, R> {
  return e;
}

type Zt = z.ZodType;
export type EndpointQuery<E> = E extends Endpoint<infer Q, Zt, Zt, Zt> ? z.input<Q> : never;
export type EndpointBody<E> = E extends Endpoint<Zt, infer B, Zt, Zt> ? z.input<B> : never;
export type EndpointParams<E> = E extends Endpoint<Zt, Zt, infer P, Zt> ? z.input<P> : never;
export type EndpointData<E> = E extends Endpoint<Zt, Zt, Zt, infer R> ? z.output<R> : never;
