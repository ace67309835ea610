import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_POLICY, DOCS_POLICY, frameOptionsFor, originOf, webAppPolicy } from './content-security-policy';

/** A year: browsers that once saw the site over HTTPS keep to HTTPS. No includeSubDomains (see 020). */
const HSTS = 'max-age=31536000';

const CSP = 'content-security-policy';

export interface SecurityHeaderOptions {
  /** Origins besides this one that serve media to the player (an S3 endpoint); read per HTML answer. */
  mediaOrigins?: () => Promise<readonly string[]>;
  /** Script origins the web app's page loads besides its own (analytics, when set); read per HTML answer. */
  scriptOrigins?: () => Promise<readonly string[]>;
}

/**
 * The security headers of every answer, set here and nowhere else (docs/decisions/020-security-headers.md).
 * The fixed ones go on the raw response when the request arrives, so even answers written past Fastify
 * (the tus upload endpoint hijacks its reply) carry them; a route may still override them with
 * reply.header (a page sending `Referrer-Policy: no-referrer`). The CSP depends on what is sent, so it is
 * chosen just before sending: a route's own policy wins, else HTML gets the web app's policy and
 * anything else the API's; X-Frame-Options follows the policy's frame-ancestors.
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const publicOrigin = app.config.publicUrl ? originOf(app.config.publicUrl) : null;
  const mediaOrigins = options.mediaOrigins ?? (async () => []);
  const scriptOrigins = options.scriptOrigins ?? (async () => []);

  const htmlPolicy = async (): Promise<string> => {
    const [media, scripts] = await Promise.all([mediaOrigins(), scriptOrigins()]);
    const origins = new Set(media);
    if (publicOrigin) origins.add(publicOrigin);
    return webAppPolicy([...origins], scripts);
  };

  app.addHook('onRequest', (request, reply, done) => {
    setFixedHeaders(request, reply);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // A 304 has no content type to choose a policy by, and browsers merge its headers into the cached
    // page: the API's `default-src 'none'` would blank the app on the next visit. The cached answer keeps
    // the policy it came with.
    if (reply.statusCode === 304) {
      reply.removeHeader(CSP);
      return done(null, payload);
    }
    const own = reply.getHeader(CSP);
    if (typeof own === 'string') {
      reply.header('x-frame-options', frameOptionsFor(own));
      return done(null, payload);
    }
    if (!isHtml(reply)) {
      setPolicy(reply, API_POLICY);
      return done(null, payload);
    }
    if (isDocsPath(request)) {
      setPolicy(reply, DOCS_POLICY);
      return done(null, payload);
    }
    htmlPolicy().then(
      (policy) => {
        setPolicy(reply, policy);
        done(null, payload);
      },
      (error: unknown) => {
        // The extra origins are a nicety: without them the page still gets a policy, just a stricter one.
        request.log.warn({ err: error }, 'origins for the CSP unavailable');
        setPolicy(reply, webAppPolicy(publicOrigin ? [publicOrigin] : []));
        done(null, payload);
      },
    );
  });
}

/**
 * For answers sent where no hook runs (Fastify's frameworkErrors, a path the router cannot read): the
 * fixed headers and the API policy.
 */
export function setHeadersWithoutHooks(request: FastifyRequest, reply: FastifyReply): void {
  setFixedHeaders(request, reply);
  setPolicy(reply, API_POLICY);
}

function setFixedHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const raw = reply.raw;
  raw.setHeader('x-content-type-options', 'nosniff');
  raw.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  raw.setHeader('cross-origin-opener-policy', 'same-origin');
  raw.setHeader('x-frame-options', 'DENY');
  // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY says the proxy is ours.
  if (request.protocol === 'https') raw.setHeader('strict-transport-security', HSTS);
}

function setPolicy(reply: FastifyReply, policy: string): void {
  reply.header(CSP, policy);
  reply.header('x-frame-options', frameOptionsFor(policy));
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.toLowerCase().startsWith('text/html');
}

function isDocsPath(request: FastifyRequest): boolean {
  const url = request.url;
  return url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');
}
