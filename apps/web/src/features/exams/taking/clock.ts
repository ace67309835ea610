/*
 * The attempt's clock (decision 046): the deadline is fixed on the server's clock, and the sheet answers the
 * server's `now`, so the page counts down on the server's time, never on the device's alone. The offset is
 * taken against the middle of the call (the server read its clock somewhere between sending and receiving).
 */

/** How far the server's clock is ahead of the device's (negative: behind). */
export const clockOffset = (serverNow: number, sentAt: number, receivedAt: number) =>
  serverNow - Math.round((sentAt + receivedAt) / 2);

/** Milliseconds left before the deadline, on the server's clock; never below 0. */
export const msLeft = (deadlineAt: number, offset: number, deviceNow: number) =>
  Math.max(0, deadlineAt - (deviceNow + offset));

/** Whole seconds left, rounded up, so 0 is shown only once the time is really up. */
export const secondsLeft = (deadlineAt: number, offset: number, deviceNow: number) =>
  Math.ceil(msLeft(deadlineAt, offset, deviceNow) / 1000);

const pad = (n: number) => String(n).padStart(2, '0');

/** 1:05:09 over an hour, else 05:09. */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** The last minutes are shown in red. */
export const WARN_SECONDS = 5 * 60;
