import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts from anywhere (the http client, event handlers). antd's message code is loaded on the first toast,
 * not in the first load: `MessageHost` (app/providers.tsx) mounts the bridge when asked and hands over an API
 * bound to the theme and language; toasts asked for before that wait in a queue.
 */
type Toast = { kind: 'error' | 'success'; text: string };

let api: MessageInstance | null = null;
let wanted = false;
const queue: Toast[] = [];
const listeners = new Set<() => void>();

function show(t: Toast) {
  if (api) void api[t.kind](t.text);
  else {
    queue.push(t);
    if (!wanted) {
      wanted = true;
      for (const l of listeners) l();
    }
  }
}

const readyWaiters: Array<() => void> = [];

export function setMessageApi(next: MessageInstance | null) {
  api = next;
  if (api) {
    for (const t of queue.splice(0)) void api[t.kind](t.text);
    for (const resolve of readyWaiters.splice(0)) resolve();
  }
}

/**
 * Resolves once toasts can show (their code loads on first use). For a toast that must be seen before the
 * page goes away, such as 已安全退出 before the reload 500 ms later.
 */
export function toastsReady(): Promise<void> {
  if (api) return Promise.resolve();
  const ready = new Promise<void>((resolve) => readyWaiters.push(resolve));
  warmUpToasts();
  return ready;
}

/** For MessageHost (useSyncExternalStore). */
export const subscribeMessageHost = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const isMessageHostWanted = () => wanted;

/** Loads the toast code ahead of need (e.g. when a form gets focus). */
export function warmUpToasts() {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

export const toastError = (text: string) => show({ kind: 'error', text });
export const toastSuccess = (text: string) => show({ kind: 'success', text });
