import type { TMemberDetail } from '@shuyuan/contract/member';
import { instantOf } from '#shared/time';

/** Upstream's mask for a bound mobile: first 3 + **** + last 4. Anything shorter is shown as is. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export type VipState =
  | { kind: 'none' }
  | { kind: 'active'; name: string; until: string | null }
  | { kind: 'expired'; name: string; on: string };

/**
 * The VIP badge: the role's name while it lasts. `role_expired_at` is MeEdu's `YYYY-MM-DD HH:mm:ss` (the
 * server's time zone); only its date part is shown. A role without an expiry never ends.
 */
export function vipState(
  member: Pick<TMemberDetail, 'role' | 'role_expired_at'>,
  now = Date.now(),
): VipState {
  if (!member.role) return { kind: 'none' };
  const expiry = member.role_expired_at;
  if (!expiry) return { kind: 'active', name: member.role.name, until: null };
  const date = expiry.slice(0, 10);
  // A wall time of the site's zone (decision 035), whatever the browser's own zone is.
  const at = instantOf(expiry);
  if (Number.isFinite(at) && at <= now) return { kind: 'expired', name: member.role.name, on: date };
  return { kind: 'active', name: member.role.name, until: date };
}

export type AvatarFileProblem = 'fileTooLarge' | 'notAnImage';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * A quick check before sending, so an obvious mistake is said at once (the server checks the bytes
 * themselves and has the last word). Same limit as the server: 1 MiB.
 */
export function avatarFileProblem(
  file: { size: number; type: string },
  maxBytes: number,
): AvatarFileProblem | null {
  if (file.type && !IMAGE_TYPES.has(file.type)) return 'notAnImage';
  if (file.size > maxBytes) return 'fileTooLarge';
  return null;
}

export type NicknameProblem = 'nicknameRequired' | 'nicknameTooLong';

/** The server's nickname rules, checked before sending: required after trimming, at most `max` characters. */
export function nicknameProblem(value: string, max: number): NicknameProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return 'nicknameRequired';
  if ([...trimmed].length > max) return 'nicknameTooLong';
  return null;
}
