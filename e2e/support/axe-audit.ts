// The axe-core audit of one screen: reach it, wait for its main content only (no network idle, no
// screenshot: CI time counts), run the WCAG 2.2 A/AA rules (2.0 and 2.1 included), and tell the violations by
// impact.
import AxeBuilder from '@axe-core/playwright';
import axe, { type Result } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { whenStill } from './motion';

/** WCAG 2.2 A and AA: 2.2 adds target-size (SC 2.5.8) to what axe checks (issue 19). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];

export interface AuditRow {
  route: string;
  width: number;
  state: string;
  counts: Record<Impact, number>;
  violations: Result[];
  /** Time to reach the screen and audit it. */
  ms: number;
}

/** Every placeholder the app shows while a screen's chunk or data is on its way. */
const LOADING = [
  '.page-loading',
  '.shimmer',
  '.ant-skeleton',
  '.ant-spin-spinning',
  '.member-skeleton',
  '[aria-busy="true"]',
].join(',');

/** Marks what a screen showed, so the next screen is known by elements without the mark. */
const SEEN = 'data-a11y-seen';

/**
 * Puts axe-core in every page of the context before any script runs. The builder is then given a stub
 * "source" (it would otherwise send and parse 500 kB per audit, twice).
 */
export async function addAxe(context: BrowserContext) {
  await context.addInitScript({ content: axe.source });
}
const AXE_IS_LOADED = 'void window.axe.version';

/**
 * The screen's own content is in: its `main` holds an element with text that the previous screen did not
 * show, and no loading placeholder is left. Lazy parts below the fold load when seen, so a placeholder out
 * of view is brought into view. Polled in the page.
 */
export async function waitForMainContent(page: Page) {
  await page.waitForFunction(
    ([loading, seen]) => {
      const root = document.querySelector('main');
      if (!root) return false;
      const fresh = [root, ...root.querySelectorAll(`:not([${seen}])`)].some(
        (el) => !el.hasAttribute(seen) && (el.textContent ?? '').trim() !== '',
      );
      if (!fresh) return false;
      const waiting = document.querySelector(loading);
      if (!waiting) return true;
      const box = waiting.getBoundingClientRect();
      if (box.top > window.innerHeight || box.bottom < 0) waiting.scrollIntoView({ block: 'center' });
      return false;
    },
    [LOADING, SEEN] as const,
    { polling: 50 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Goes to `path`: a full load for the tab's first screen, then the way the app's own links move (a history
 * entry and a popstate the router follows), which spares reloading the app for every screen.
 */
export async function visit(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.evaluate(
    ([to, seen]) => {
      for (const el of document.querySelectorAll('body *')) el.setAttribute(seen, '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [path, SEEN] as const,
  );
}

/** Runs axe on what the page shows now (only violations are collected: passes cost time). */
export async function analyse(page: Page, include?: string): Promise<Result[]> {
  await whenStill(page);
  // Legacy mode runs axe.run in the page itself, instead of opening a blank page per audit to merge results.
  // options() replaces every option set before it, so it comes before withTags().
  let builder = new AxeBuilder({ page, axeSource: AXE_IS_LOADED })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA);
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/**
 * The serious and critical violations inside `include` as readable lines, for a page whose context was not
 * given axe up front (axe is brought in once here).
 */
export async function analyseBlocking(page: Page, include: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = (await analyse(page, include)).filter(isBlocking);
  return describeBlocking([
    {
      route: page.url(),
      width: page.viewportSize()?.width ?? 0,
      state: include,
      counts: countByImpact(violations),
      violations,
      ms: 0,
    },
  ]);
}

export function countByImpact(violations: Result[]): Record<Impact, number> {
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) if (v.impact) counts[v.impact] += v.nodes.length;
  return counts;
}

/** Reaches `path` in `page`, waits for its main content and audits it. */
export async function auditRoute(
  page: Page,
  path: string,
  where: { width: number; state: string },
): Promise<AuditRow> {
  const t0 = Date.now();
  await visit(page, path);
  try {
    await waitForMainContent(page);
  } catch (err) {
    throw new Error(`${path} @${where.width} ${where.state}: main content never settled (${page.url()})`, {
      cause: err,
    });
  }
  const violations = await analyse(page);
  const counts = countByImpact(violations);
  return { route: path, width: where.width, state: where.state, counts, violations, ms: Date.now() - t0 };
}

export const isBlocking = (v: Result) => v.impact === 'serious' || v.impact === 'critical';

/** The serious and critical violations of the rows, one line per rule and screen, with a few targets. */
export function describeBlocking(rows: AuditRow[]): string[] {
  return rows.flatMap((row) =>
    row.violations.filter(isBlocking).map((v) => {
      const targets = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ');
      return `${row.route} @${row.width} ${row.state}: ${v.id} (${v.impact}, ${v.nodes.length}) ${v.help} → ${targets}`;
    }),
  );
}

/**
 * A plain-text table, one line per route and one column per state and width, each cell the violations
 * (nodes) by impact as critical/serious/moderate/minor ('·' where the route was not audited), then the
 * totals and the time each column took.
 */
export function formatTable(rows: AuditRow[]): string {
  const columns = [...new Set(rows.map((r) => `${r.state}@${r.width}`))];
  const routes = [...new Set(rows.map((r) => r.route))];
  const cell = (route: string, column: string) => {
    const row = rows.find((r) => r.route === route && `${r.state}@${r.width}` === column);
    return row ? IMPACTS.map((i) => row.counts[i]).join('/') : '·';
  };
  const short = (route: string) => (route.length > 44 ? `${route.slice(0, 43)}…` : route);
  const sum = (list: AuditRow[], pick: (r: AuditRow) => number) => list.reduce((n, r) => n + pick(r), 0);
  const inColumn = (column: string) => rows.filter((r) => `${r.state}@${r.width}` === column);
  const body = [
    ...routes.map((route) => [short(route), ...columns.map((c) => cell(route, c))]),
    [
      `total (${rows.length} audits)`,
      ...columns.map((c) => IMPACTS.map((i) => sum(inColumn(c), (r) => r.counts[i])).join('/')),
    ],
    ['time', ...columns.map((c) => `${(sum(inColumn(c), (r) => r.ms) / 1000).toFixed(1)} s`)],
  ];
  const head = ['route (critical/serious/moderate/minor)', ...columns];
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
