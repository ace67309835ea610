// What the browser was still waiting for when a story failed: its calls in flight and its slow answers, per
// context. A story that times out on a button or a text usually waits on a call that never came back; the
// failure report names it, so a failure seen once in CI can be explained from its output.
import type { BrowserContext, Request } from 'playwright-core';

interface Call {
  started: number;
  line: string;
}

const SLOW_MS = 2_000;
const tracked = new Set<{ context: BrowserContext; flying: Map<Request, Call>; slow: string[] }>();

export function trackCalls(context: BrowserContext): void {
  const entry = { context, flying: new Map<Request, Call>(), slow: [] as string[] };
  tracked.add(entry);
  context.on('close', () => tracked.delete(entry));
  context.on('request', (r) => {
    entry.flying.set(r, { started: Date.now(), line: `${r.method()} ${r.url()}` });
  });
  const done = (r: Request, how: string) => {
    const call = entry.flying.get(r);
    if (!call) return;
    entry.flying.delete(r);
    const took = Date.now() - call.started;
    if (took >= SLOW_MS) entry.slow.push(`${call.line} ${how} after ${took} ms`);
  };
  context.on('requestfinished', (r) => done(r, 'answered'));
  context.on('requestfailed', (r) => done(r, `failed (${r.failure()?.errorText ?? '?'})`));
}

/** Prints, for each open context, its pages, the calls still in flight (with their age) and the slow ones. */
export function printCallsInFlight(): void {
  const now = Date.now();
  for (const { context, flying, slow } of tracked) {
    const pages = context.pages().map((p) => p.url());
    console.log(`e2e: a context with pages ${pages.join(', ') || '(none)'}`);
    if (flying.size === 0) console.log('  no call in flight');
    for (const call of flying.values()) console.log(`  in flight for ${now - call.started} ms: ${call.line}`);
    for (const line of slow.slice(-10)) console.log(`  slow: ${line}`);
  }
}
