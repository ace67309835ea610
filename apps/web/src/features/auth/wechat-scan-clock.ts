/** Spec §9: the WeChat scan query is polled every second. */
export const WECHAT_POLL_MS = 1000;

/** Whole seconds until `expire` (unix seconds), never below 0. */
export function secondsLeft(expire: number, nowMs: number): number {
  return Math.max(0, Math.floor(expire - nowMs / 1000));
}

/** 299 → '04:59'. */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The query answers the string '0' until the phone confirms, then the login_code. */
export const scannedCode = (code: string | undefined | null): string | null =>
  code && code !== '0' ? code : null;
