import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import { ApiCode, ApiMessage } from '@shuyuan/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AppConfig } from '#config';
import '#core/app-types';
import type { Dialect } from '#core/app-types';
import { type Cache, createCache } from '#core/cache';
import { isPostgres } from '#core/db/migrations/helpers';
import type { Database } from '#core/db/schema';
import { installCors } from '#core/http/cors';
import { handleError, isApiPath, sendEnvelopeError } from '#core/http/error-handler';
import { registerHealth } from '#core/http/health';
import { registerOpenApi } from '#core/http/openapi';
import { installRateLimit } from '#core/http/rate-limit';
import { OneLineRequestLog } from '#core/http/request-log';
import { installSecurityHeaders, setHeadersWithoutHooks } from '#core/http/security-headers';
import { trustProxyOption } from '#core/http/trust-proxy';
import { isHistoryRoute, registerStorage, registerWebApp } from '#core/http/web-app';
import { openJobQueue } from '#core/jobs/queue/index';
import { DEFAULT_WEB_DIST_DIR, SERVER_VERSION } from '#core/server-files';
import { PUBLIC_REDIRECT_MAX_AGE, publicObjectUrl } from '#core/storage/public-objects';
import type { Store } from '#core/store/store';
import { adminRoutes } from '#modules/admin';
import { authRoutes } from '#modules/auth';
import { catalogueRoutes } from '#modules/catalogue';
import { commerceRoutes } from '#modules/commerce';
import { contentRoutes, startViewCounts } from '#modules/content';
import { examRoutes } from '#modules/exams';
import {
  learningRoutes,
  readMediaOrigins,
  registerTranscodeJobs,
  startProgressBuffer,
} from '#modules/learning';
import { memberRoutes } from '#modules/member';
import {
  analyticsHeadTags,
  analyticsScriptOrigins,
  createWebPageSender,
  keepSiteTimeZone,
  readAnalyticsIds,
  readCorsOrigins,
  seoRoutes,
  systemRoutes,
} from '#modules/system';

export interface BuildAppOptions {
  config: AppConfig;
  db: Kysely<Database>;
  store: Store;
  /** A pino logger; omitted or false: no logging (tests). */
  logger?: Logger | false;
  /** The built web app; default apps/web/dist. */
  webDistDir?: string;
  /** Addresses per sitemap page (default 5000; tests make it small). */
  sitemapPageSize?: number;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * Builds the Fastify instance (not listening; not closed with db/store, which the caller owns).
 * Tests may add routes before the first request.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, store } = options;
  const fastifyOptions: FastifyServerOptions = {
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // A client may pass its own request id (to follow one request across services); else we make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    logController: new OneLineRequestLog(),
    // A path the router cannot even read (bad %-encoding, an over-long parameter) matches no route.
    // No hook runs for these, so the security headers are set here.
    frameworkErrors: (_error, request, reply) => {
      setHeadersWithoutHooks(request, reply);
      return sendEnvelopeError(request, reply, ApiCode.notFound, ApiMessage.routeNotFound);
    },
  };
  const app: FastifyInstance = options.logger
    ? (Fastify({
        ...fastifyOptions,
        loggerInstance: options.logger as FastifyBaseLogger,
      }) as unknown as FastifyInstance)
    : Fastify(fastifyOptions);

  const dialect: Dialect = isPostgres(db) ? 'postgres' : 'sqlite';
  const cache: Cache = await createCache({
    store,
    maxTtlMs: config.cacheTtlSeconds * 1000,
    onError: (error) => app.log.warn({ err: error }, 'cache invalidation message failed'),
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('store', store);
  app.decorate('cache', cache);
  // Per-member facts read on every authenticated request (is the member locked?): many small entries, kept
  // apart so they never push the site-wide answers out of `cache`.
  const memberCache: Cache = await createCache({
    store,
    maxEntries: 50_000,
    maxTtlMs: config.cacheTtlSeconds * 1000,
    onError: (error) => app.log.warn({ err: error }, 'cache invalidation message failed'),
  });
  app.decorate('memberCache', memberCache);
  app.decorate('registeredEndpoints', new Map());
  app.addHook('onClose', async () => {
    await Promise.all([cache.close(), memberCache.close()]);
  });
  // One write buffer of progress pings for the app (learning's routes and the tests' flush use it): the
  // positions it still holds are written when the app closes.
  const progress = startProgressBuffer(app);
  app.decorate('progress', progress);
  app.addHook('onClose', async () => progress.close());
  // Views of articles and announcements, added to their tables every second (content/view-counts.ts).
  const views = startViewCounts(app);
  app.decorate('views', views);
  app.addHook('onClose', async () => views.close());
  // Durable background jobs (decision 041). Features register their processors on it; closing gives
  // running jobs a few seconds, then hands them back to wait for another process or the next start.
  const jobs = await openJobQueue(config, db, {
    onError: (error, what) => app.log.error({ err: error }, `job queue: ${what}`),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.close());
  // Every process transcodes uploaded videos, one at a time (decision 042).
  registerTranscodeJobs(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  keepSiteTimeZone(app);

  // JSON only (uploads add multipart where they need it). An empty JSON body counts as no body, as in
  // MeEdu: clients that send `content-type: application/json` on a bodiless POST are not refused.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.setErrorHandler(handleError);
  installSecurityHeaders(app, {
    mediaOrigins: () => readMediaOrigins(app),
    scriptOrigins: async () => analyticsScriptOrigins(await readAnalyticsIds(app)),
  });
  // Before the rate limit: a refusal of a page on an allowed origin must carry the CORS headers to be read.
  await installCors(app, { settingOrigins: () => readCorsOrigins(app) });
  installRateLimit(app, store, {
    perMinute: config.rateLimitPerMinute,
    writesPerMinute: config.writeRateLimitPerMinute,
    pagesPerMinute: config.pageRateLimitPerMinute,
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  registerHealth(app);
  if (config.bench) {
    // The baseline of `npm run bench`: the envelope of a constant, through the same hooks as the API.
    const constant = JSON.stringify({ code: 0, message: '', data: { ok: true } });
    app.get('/api/v2/bench/constant', async (_request, reply) =>
      reply.header('content-type', 'application/json; charset=utf-8').send(constant),
    );
  }

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(memberRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(commerceRoutes);
  await app.register(learningRoutes);
  await app.register(examRoutes);
  await app.register(adminRoutes);
  await app.register(seoRoutes, { sitemapPageSize: options.sitemapPageSize });

  await registerOpenApi(app, SERVER_VERSION);
  await registerStorage(app, config.dataDir);
  const webDistDir = options.webDistDir ?? DEFAULT_WEB_DIST_DIR;
  const sendIndex = await registerWebApp(app, webDistDir, {
    headTags: async () => analyticsHeadTags(await readAnalyticsIds(app)),
  });
  const sendPage = sendIndex === null ? null : createWebPageSender(app, sendIndex, webDistDir);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (sendPage && read && isHistoryRoute(url)) {
      // History fallback: the web app's pages with their own head, 404 (and its not-found screen) for others.
      return sendPage(request, reply);
    }
    // A public file kept in the bucket (decision 044): the site path is the same, the bytes come from there.
    const inBucket = read && url.startsWith('/storage/') ? await publicObjectUrl(app, url) : null;
    if (inBucket) {
      return reply
        .header('cache-control', `public, max-age=${PUBLIC_REDIRECT_MAX_AGE}`)
        .redirect(inBucket, 302);
    }
    const message =
      isApiPath(url) || !url.startsWith('/storage/') ? ApiMessage.routeNotFound : ApiMessage.notFound;
    return sendEnvelopeError(request, reply, ApiCode.notFound, message);
  });

  return app;
}
