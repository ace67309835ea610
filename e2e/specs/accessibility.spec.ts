import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { type AuditRoutes, type AuditTarget, auditRoutes, placePendingOrder } from '../support/a11y-routes';
import { adminToken } from '../support/admin';
import { type AuditRow, auditRoute, describeBlocking, formatTable } from '../support/axe-audit';
import { DESKTOP, newContext, PHONE } from '../support/browser';
import { loginToken, memberContext } from '../support/member-session';
import { cashier } from '../support/member';
import { useSite } from '../support/site';

// Issue 9, accessibility: an axe-core audit (WCAG 2.1 A/AA) of every screen at 1920 and 375 px, logged out
// and logged in; no serious or critical violation may remain.

const ADMIN_TOKEN_KEY = 'shuyuan-admin-token';
type State = 'anonymous' | 'member' | 'admin';

describe('accessibility: axe-core audit', () => {
  const site = useSite();
  const rows: AuditRow[] = [];
  let routes: AuditRoutes;
  let memberToken = '';
  let admin = '';
  let pendingSign = '';

  before(async () => {
    memberToken = await loginToken(site.baseUrl);
    admin = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    const pending = await placePendingOrder(site.baseUrl, memberToken);
    pendingSign = pending.sign;
    routes = await auditRoutes(site.baseUrl, memberToken, pending);
  });

  after(async () => {
    // The audit's order is left cancelled, as a member who changed their mind would leave it.
    if (pendingSign) await cashier(site.baseUrl, 'cancel', pendingSign);
    if (rows.length > 0) console.log(`\naxe-core audit (nodes by impact)\n${formatTable(rows)}\n`);
  });

  async function contextFor(state: State, width: number): Promise<BrowserContext> {
    const viewport = width === DESKTOP.width ? DESKTOP : PHONE;
    if (state === 'member') return memberContext(site.browser, site.baseUrl, memberToken, { viewport });
    const context = await newContext(site.browser, site.baseUrl, { viewport });
    if (state === 'admin') {
      await context.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [ADMIN_TOKEN_KEY, admin]);
    }
    return context;
  }

  const screensOf = (state: State): AuditTarget[] =>
    state === 'anonymous'
      ? [...routes.open, ...routes.anonymous]
      : state === 'member'
        ? [...routes.open, ...routes.member]
        : routes.admin;

  for (const state of ['anonymous', 'member', 'admin'] as const) {
    for (const width of [DESKTOP.width, PHONE.width]) {
      it(`${state} at ${width} px: no serious or critical violation`, async () => {
        // One context and one tab per width and state: the app's chunks stay in its cache.
        const context = await contextFor(state, width);
        const page = await context.newPage();
        const mine: AuditRow[] = [];
        try {
          for (const target of screensOf(state)) {
            mine.push(await auditRoute(page, target.path, { width, state, ready: target.ready }));
          }
        } finally {
          rows.push(...mine);
          await context.close();
        }
        assert.deepEqual(describeBlocking(mine), []);
      });
    }
  }
});
