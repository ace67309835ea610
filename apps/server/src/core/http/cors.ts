import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface CorsOptions {
  /** Origins an administrator allowed in the settings; read per cross-origin API request (cached). */
  settingOrigins?: () => Promise<readonly string[]>;
}

/**
 * The API a page of another origin may call: the member API (media included), MeEdu's add-on calls
 * (/addons/…) and the admin API.
 */
function isCorsPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/addons/') || url.startsWith('/backend/api/');
}

/**
 * CORS for pages of other origins (a storefront on its own host, issue 20): only the origins of
 * CORS_ORIGINS and of the setting `site.cors_origins` get `Access-Control-Allow-Origin`, and it names that
 * one origin, never `*`. No credentials: the API reads bearer tokens, not cookies. Any other origin, and
 * any path outside the API, gets no CORS header at all; its preflight falls through to the usual
 * 路由不存在 envelope, as before. Registered before the rate limit, so a 429 still reaches the page.
 */
export async function installCors(app: FastifyInstance, options: CorsOptions = {}): Promise<void> {
  const fromEnv = app.config.corsOrigins;
  const fromSettings = options.settingOrigins ?? (async () => []);

  const allowed = async (request: FastifyRequest): Promise<string | false> => {
    const origin = request.headers.origin;
    if (!origin || !isCorsPath(request.url)) return false;
    if (fromEnv.includes(origin)) return origin;
    try {
      return (await fromSettings()).includes(origin) ? origin : false;
    } catch (error) {
      // The settings are a nicety on top of the environment's list: unreadable, they allow nothing more.
      request.log.warn({ err: error }, 'CORS origins from the settings unavailable');
      return false;
    }
  };

  await app.register(fastifyCors, {
    hideOptionsRoute: true,
    delegator: async (request: FastifyRequest) => ({
      origin: await allowed(request),
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // What a player and a client may read besides the simple headers (byte ranges, the 429's wait).
      exposedHeaders: ['Content-Range', 'Accept-Ranges', 'Retry-After', 'X-Request-Id'],
      maxAge: 600,
    }),
  });
}

/**
 * For a route that hijacks its reply and writes the raw response itself (the tus upload endpoint): the
 * CORS headers decided for this request, which Fastify would otherwise never send.
 */
export function carryCorsPastHijack(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && (name.startsWith('access-control-') || name === 'vary')) {
      reply.raw.setHeader(name, value);
    }
  }
}
