import { ApiMessage, type Endpoint, type EndpointData, type MessageLanguage } from '@shuyuan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AuthAdmin, requireAdmin } from '../auth/admin-guard';
import { type AuthUser, getOptionalUser, getRequestUser } from '../auth/resolve-user';
import type { Deps } from '../deps';
import { AppError, notFound, unauthorized } from '../errors';
import { splitAtAssetPaths } from './asset-urls';
import { checkResponse } from './check-response';
import { requestLanguage } from './language';
import { siteUrl } from './site-url';

type Parsed<S> = [S] extends [z.ZodNever] ? undefined : S extends z.ZodType ? z.output<S> : undefined;

export interface EndpointContext<E> {
  query: E extends Endpoint<infer Q, z.ZodType, z.ZodType, z.ZodType> ? Parsed<Q> : undefined;
  body: E extends Endpoint<z.ZodType, infer B, z.ZodType, z.ZodType> ? Parsed<B> : undefined;
  params: E extends Endpoint<z.ZodType, z.ZodType, infer P, z.ZodType> ? Parsed<P> : undefined;
  /** null for anonymous callers; never null on `auth: 'member'` endpoints. */
  user: AuthUser | null;
  /** The administrator on `auth: 'admin'` endpoints (never null there), else null. */
  admin: AuthAdmin | null;
  /** The caller's language (Accept-Language), for the stored texts an answer carries (decision 035). */
  lang: MessageLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A whole success answer already encoded (see serializeData): cached answers are sent as these bytes,
 * with no JSON or UTF-8 work per request. The bytes are cut where asset paths start (asset-urls.ts), so
 * the site's base URL of each request is put in by joining buffers.
 */
export class SerializedData<T = unknown> {
  declare readonly _type: T;
  readonly #parts: Buffer[];
  /** The joined bytes of the last few bases: a site is asked through one or two names. */
  readonly #joined = new Map<string, Buffer>();
  constructor(dataJson: string) {
    const parts = splitAtAssetPaths(`{"code":0,"message":"","data":${dataJson}}`);
    this.#parts = parts.map((part) => Buffer.from(part));
  }

  /** The answer with its asset paths made absolute under `base`. */
  bodyFor(base: string): Buffer {
    const parts = this.#parts;
    if (parts.length === 1) return parts[0] as Buffer;
    const known = this.#joined.get(base);
    if (known) return known;
    const baseBytes = Buffer.from(base);
    const pieces: Buffer[] = [];
    parts.forEach((part, index) => {
      if (index > 0) pieces.push(baseBytes);
      pieces.push(part);
    });
    const joined = Buffer.concat(pieces);
    // Bounded: the base can come from the Host header.
    if (this.#joined.size >= 4) this.#joined.delete(this.#joined.keys().next().value as string);
    this.#joined.set(base, joined);
    return joined;
  }

  /** The answer as stored: asset paths site-relative (the admin API's answers, tests). */
  get body(): Buffer {
    return this.#parts.length === 1 ? (this.#parts[0] as Buffer) : Buffer.concat(this.#parts);
  }
}

export type EndpointHandler<E> = (
  ctx: EndpointContext<E>,
) => Promise<EndpointData<E> | SerializedData<EndpointData<E>>>;

/** Ids are int4 on both dialects; a larger one cannot name a row. */
const MAX_ID = 2_147_483_647;

/**
 * Registers a contract endpoint: parses query, body and params with the contract's zod schemas
 * (failure: code 1, messages joined by `,`), enforces `auth`, and wraps the answer in the envelope.
 * Path parameters declared as numbers only match digits, so `/course/abc` is an unknown route (404).
 */
export interface EndpointOptions {
  /** Access-log level of this route: `warn` keeps a hot, repetitive route out of the info log. */
  logLevel?: 'info' | 'warn';
}

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const numericParams = numericParamNames(endpoint.params);
  const url = endpoint.path.replace(/:(\w+)/g, (whole, name: string) =>
    numericParams.has(name) ? `:${name}(^\\d+$)` : whole,
  );
  const { query: querySchema, body: bodySchema, params: paramsSchema, auth } = endpoint;

  app.route({
    method: endpoint.method,
    url,
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    handler: async (request, reply) => {
      // Admin endpoints read only the admin token: a member token is no identity there.
      const admin = auth === 'admin' ? await requireAdmin(app, request, endpoint.permission) : null;
      const user =
        auth === 'member'
          ? await getRequestUser(request)
          : auth === 'optional'
            ? await getOptionalUser(request)
            : null;
      if (auth === 'member' && !user) throw unauthorized();

      let params: unknown;
      if (paramsSchema) {
        const raw = { ...(request.params as Record<string, string>) } as Record<string, unknown>;
        for (const name of numericParams) {
          const n = Number(raw[name]);
          if (n > MAX_ID) throw notFound();
          raw[name] = n;
        }
        params = parseInput(paramsSchema, raw);
      }
      const query = querySchema ? parseInput(querySchema, request.query ?? {}) : undefined;
      const body = bodySchema ? parseInput(bodySchema, request.body ?? {}) : undefined;

      const lang = requestLanguage(request);
      const data = await handler({
        query,
        body,
        params,
        user,
        admin,
        lang,
        request,
        reply,
      } as EndpointContext<E>);
      // A handler may answer itself (a redirect, a file): then there is no envelope to send.
      if (reply.sent) return reply;
      reply.header('content-type', 'application/json; charset=utf-8');
      // The admin API answers stored paths as they are: its forms send them back to be stored again.
      const base = auth === 'admin' ? null : siteUrl(request);
      if (data instanceof SerializedData) return base === null ? data.body : data.bodyFor(base);
      checkResponse(app, endpoint, data);
      const json = JSON.stringify({ code: 0, message: '', data });
      return base === null ? json : splitAtAssetPaths(json).join(base);
    },
  });
  app.registeredEndpoints.set(endpoint.id, endpoint);
}

/** Turns `data` into JSON once (for caching); checked against the contract like any answer. */
export function serializeData<E extends Endpoint>(
  deps: Deps<'config' | 'log'>,
  endpoint: E,
  data: EndpointData<E>,
): SerializedData<EndpointData<E>> {
  checkResponse(deps, endpoint, data);
  return new SerializedData(JSON.stringify(data));
}

/** True when a string anywhere in the input holds a NUL, which PostgreSQL text columns refuse outright. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  for (const item of Object.values(value)) if (holdsNul(item, depth + 1)) return true;
  return false;
}

function parseInput(schema: z.ZodType, input: unknown): unknown {
  // Schema messages win; anything the contract left without a message reads as MeEdu's 参数错误.
  const result = schema.safeParse(input, { error: () => ApiMessage.badParameter });
  // Schemas give their own messages first; whatever they let through may still carry no NUL, so no query
  // fails on it (a 500) later.
  if (result.success) {
    if (holdsNul(input)) throw new AppError(ApiMessage.badParameter);
    return result.data;
  }
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw new AppError(messages.join(','));
}

function numericParamNames(schema: z.ZodType | undefined): Set<string> {
  const names = new Set<string>();
  const shape = (schema?._zod.def as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  if (!shape) return names;
  for (const [name, field] of Object.entries(shape)) {
    if (isNumberSchema(field)) names.add(name);
  }
  return names;
}

function isNumberSchema(schema: z.ZodType): boolean {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  switch (def.type) {
    case 'number':
    case 'int':
      return true;
    case 'optional':
    case 'default':
    case 'nullable':
    case 'readonly':
      return def.innerType ? isNumberSchema(def.innerType) : false;
    case 'pipe':
      return (def.in && isNumberSchema(def.in)) || (def.out && isNumberSchema(def.out)) || false;
    default:
      return false;
  }
}
