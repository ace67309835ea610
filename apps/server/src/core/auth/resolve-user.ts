import type { FastifyRequest } from 'fastify';

/** The member a request acts for. The Accounts issue extends this with what its guards need. */
export interface AuthUser {
  id: number;
}

/**
 * Hook point for member tokens: returns the member of a valid `Authorization: Bearer` token, else null.
 * Until the Accounts issue adds tokens, nobody is logged in.
 */
async function resolveUserFromToken(_request: FastifyRequest): Promise<AuthUser | null> {
  return null;
}

const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/** The request's member, resolved at most once per request (the rate limiter and the route both ask). */
export function getRequestUser(request: FastifyRequest): Promise<AuthUser | null> {
  let user = resolved.get(request);
  if (!user) {
    user = request.headers.authorization ? resolveUserFromToken(request) : Promise.resolve(null);
    resolved.set(request, user);
  }
  return user;
}
