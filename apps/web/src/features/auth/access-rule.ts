import { FLAG_PENDING, readLocal, readToken, StorageKey } from '#lib/storage';
import { loginPathFor } from './redirect-target';

export interface AccessFacts {
  token: string | null;
  bindMobile: string | null;
  faceCheck: string | null;
}

export const readAccessFacts = (): AccessFacts => ({
  token: readToken(),
  bindMobile: readLocal(StorageKey.bindMobile),
  faceCheck: readLocal(StorageKey.faceCheck),
});

/**
 * The one rule of every login-required route (spec §2): where to send the visitor instead, or null to
 * show the page. `pathAndQuery` is the address asked for, e.g. '/member/orders?page=2'.
 */
export function redirectForProtectedRoute(facts: AccessFacts, pathAndQuery: string): string | null {
  if (!facts.token) return loginPathFor(pathAndQuery);
  // The step pages send the member on to the page asked for once done.
  const back = `?redirect=${encodeURIComponent(pathAndQuery)}`;
  if (facts.bindMobile === FLAG_PENDING) return `/bind-mobile${back}`;
  if (facts.faceCheck === FLAG_PENDING) return `/face-check${back}`;
  return null;
}
