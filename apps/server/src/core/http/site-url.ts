import type { FastifyRequest } from 'fastify';

/** A Host header we are willing to echo into answers and cache keys (name or IP, optional port). */
const SAFE_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's absolute base URL without a trailing slash: PUBLIC_URL when configured, else the request's
 * own origin (X-Forwarded-* are honoured only with TRUST_PROXY).
 */
export function siteUrl(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured) return configured;
  const host = request.host && SAFE_HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol}://${host}`;
}

/** A stored site-relative media path as an absolute URL ('' stays ''; absolute URLs are kept). */
export function absoluteUrl(base: string, path: string): string {
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
