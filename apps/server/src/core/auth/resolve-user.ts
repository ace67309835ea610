import { ApiCode } from '@shuyuan/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../errors';
import { authenticateMember, type MemberTokenClaims } from './member-token';
import { noteRequestActor } from './request-actor';

/** The member a request acts for, with the token it came with (logout revokes exactly that one). */
export interface AuthUser {
  id: number;
  token: MemberTokenClaims;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The member of a valid `Authorization: Bearer` token. A token that is present but invalid, revoked or
 * of a locked member is a 401, not an anonymous request: the client must drop it and log in again.
 */
async function resolveUserFromToken(request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization ?? '';
  const token = BEARER.exec(header)?.[1];
  // Admin tokens and malformed headers are not member identities.
  if (!token || token.startsWith('adm_')) return null;
  const claims = await authenticateMember(request.server, token);
  noteRequestActor(request, { memberId: claims.userId });
  return { id: claims.userId, token: claims };
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

/**
 * For public pages that read a token when there is one: an expired or revoked token reads as anonymous,
 * so a stale token never breaks browsing (member pages still answer 401 and send the client to login).
 */
export async function getOptionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  try {
    return await getRequestUser(request);
  } catch (error) {
    if (error instanceof AppError && error.code === ApiCode.unauthorized) return null;
    throw error;
  }
}

/**
 * The member of an `auth: 'member'` endpoint. registerEndpoint already refused anonymous callers; this keeps
 * the type honest (and still answers 401 should a route ever be declared with the wrong auth).
 */
export function memberId(user: AuthUser | null): number {
  if (!user) throw unauthorized();
  return user.id;
}
