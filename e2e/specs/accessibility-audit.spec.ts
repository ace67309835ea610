import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { type AuditRoutes, auditRoutes, placePendingOrder, placeRefund } from '../support/a11y-routes';
import { adminToken } from '../support/admin';
import { type AuditRow, addAxe, auditRoute, describeBlocking, formatTable } from '../support/axe-audit';
import { DESKTOP, newContext, PHONE } from '../support/browser';
import { cashier, freshMemberToken } from '../support/member';
import { loginToken, memberContext } from '../support/member-session';
import { useSite } from '../support/site';

// Issue 9, accessibility: an axe-core audit (WCAG 2.2 A/AA since issue 19) of every screen at 1920 and 375 px, logged out
// and logged in, where no serious or critical violation may remain. Keyboard-only walks and <html lang> are
// accessibility-keyboard.spec.ts.

const ADMIN_TOKEN_KEY = 'shuyuan-admin-token';
const STATES = ['anonymous', 'member', 'admin'] as const;
type State = (typeof STATES)[number];

const site = useSite();

// Two audits at a time: each tab's axe run keeps one core busy while the other loads its next screen.
describe('accessibility: axe-core audit', { concurrency: 2 }, () => {
  const rows: AuditRow[] = [];
  let routes: AuditRoutes;
  let memberToken = '';
  let admin = '';
  let pendingSign = '';

  before(async () => {
    memberToken = await loginToken(site.baseUrl);
    admin = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    const pending = await placePendingOrder(site.baseUrl, memberToken);
    await placeRefund(site.baseUrl, admin, await freshMemberToken(site.baseUrl));
    pendingSign = pending.sign;
    routes = await auditRoutes(site.baseUrl, memberToken, pending);
  });

  after(async () => {
    // The audit's order is left cancelled, as a member who changed their mind would leave it.
    if (pendingSign) await cashier(site.baseUrl, 'cancel', pendingSign);
    if (rows.length === 0) return;
    // Columns in a fixed order, whichever test finished first.
    const order = (r: AuditRow) => STATES.indexOf(r.state as State) * 2 + (r.width === DESKTOP.width ? 0 : 1);
    const sorted = [...rows].sort((a, b) => order(a) - order(b));
    console.log(`\naxe-core audit, WCAG 2.2 A/AA (nodes by impact)\n${formatTable(sorted)}\n`);
    // The whole findings, for a closer look: A11Y_REPORT=/tmp/axe.json
    if (process.env.A11Y_REPORT) writeFileSync(process.env.A11Y_REPORT, JSON.stringify(rows, null, 1));
  });

  async function contextFor(state: State, width: number): Promise<BrowserContext> {
    const viewport = width === DESKTOP.width ? DESKTOP : PHONE;
    const context =
      state === 'member'
        ? await memberContext(site.browser, site.baseUrl, memberToken, { viewport })
        : await newContext(site.browser, site.baseUrl, { viewport });
    if (state === 'admin') {
      await context.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [ADMIN_TOKEN_KEY, admin]);
    }
    await addAxe(context);
    return context;
  }

  const screensOf = (state: State): string[] =>
    state === 'anonymous'
      ? [...routes.open, ...routes.anonymous]
      : state === 'member'
        ? [...routes.open, ...routes.member]
        : routes.admin;

  for (const state of STATES) {
    for (const width of [DESKTOP.width, PHONE.width]) {
      it(`${state} at ${width} px: no serious or critical violation`, async () => {
        // One context and one tab per width and state: the app's chunks stay in its cache.
        const context = await contextFor(state, width);
        const page = await context.newPage();
        const mine: AuditRow[] = [];
        try {
          for (const path of screensOf(state)) mine.push(await auditRoute(page, path, { width, state }));
        } finally {
          rows.push(...mine);
          await context.close();
        }
        assert.deepEqual(describeBlocking(mine), []);
      });
    }
  }
});
