import { http } from '#lib/http';

/**
 * POST /api/v2/logout revokes the token on the server (the route and its contract entry arrive with the
 * Accounts issue). The local logout happens whatever the answer, so failures are swallowed.
 */
export async function requestLogout(): Promise<void> {
  try {
    await http.post('/api/v2/logout', undefined, { silent: true, skipUnauthorized: true });
  } catch {
    // Not revoked server-side: the token is still forgotten locally.
  }
}
