/**
 * Browser storage keys of spec §3. The `meedu-*` names are kept from upstream so that a site migrated from
 * MeEdu keeps its visitors logged in.
 */
export const StorageKey = {
  token: 'meedu-user-token',
  playId: 'meedu-play-id',
  msv: 'meedu-msv',
  loginCode: 'login_code',
  bindMobile: 'meedu-bind-mobile',
  faceCheck: 'meedu-face-check',
  lang: 'shuyuan-lang',
  /** The lesson players' last chosen speed and quality (decision 043): this browser's, whoever signs in. */
  playerRate: 'shuyuan-player-rate',
  playerQuality: 'shuyuan-player-quality',
} as const;

/** The value the two pending-step flags hold when the step is pending. */
export const FLAG_PENDING = 'ok';

/** sessionStorage: a social-login code already exchanged in this tab (never exchange one twice). */
export const usedLoginCodeKey = (code: string) => `login_code:${code}`;

/** sessionStorage: the visitor on a phone chose the desktop site, so /h5 must not bounce them back. */
export const DESKTOP_VIEW_KEY = 'shuyuan-desktop-view';

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app still works for this page view.
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // see writeLocal
  }
}

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // see writeLocal
  }
}

export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // see writeLocal
  }
}

export const readToken = () => readLocal(StorageKey.token);
export const saveToken = (token: string) => writeLocal(StorageKey.token, token);
