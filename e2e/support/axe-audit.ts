// The axe-core audit of one screen: load it, wait for its main content only (no network idle, no
// screenshot: CI time counts), run the WCAG 2.1 A/AA rules, and tell the violations by impact.
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];

export interface AuditRow {
  route: string;
  width: number;
  state: string;
  counts: Record<Impact, number>;
  violations: Result[];
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

/**
 * The screen's own content is in: its landmark (`main`, or `ready` for a screen without one) holds text and
 * no loading placeholder is left anywhere. Polled in the page, so it costs no round trips.
 */
export async function waitForMainContent(page: Page, ready = 'main') {
  await page.waitForFunction(
    ([sel, loading]) => {
      const root = document.querySelector(sel);
      if (!root || !(root.textContent ?? '').trim()) return false;
      return document.querySelector(loading) === null;
    },
    [ready, LOADING] as const,
    { polling: 50 },
  );
}

/** Runs axe on what the page shows now (only violations are collected: passes cost time). */
export async function analyse(page: Page, include?: string): Promise<Result[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

export function countByImpact(violations: Result[]): Record<Impact, number> {
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) if (v.impact) counts[v.impact] += v.nodes.length;
  return counts;
}

/** Opens `path` in `page`, waits for its main content and audits it. */
export async function auditRoute(
  page: Page,
  path: string,
  where: { width: number; state: string; ready?: string },
): Promise<AuditRow> {
  const t0 = Date.now();
  await page.goto(path);
  try {
    await waitForMainContent(page, where.ready);
  } catch (err) {
    throw new Error(`${path} @${where.width} ${where.state}: main content never settled (${page.url()})`, {
      cause: err,
    });
  }
  const t1 = Date.now();
  const violations = await analyse(page);
  if (process.env.A11Y_TIMING) console.log(`${path} @${where.width} ${where.state}: load ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
  return { route: path, width: where.width, state: where.state, counts: countByImpact(violations), violations };
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

/** A plain-text table: route, width, state and the violations (node counts) by impact. */
export function formatTable(rows: AuditRow[]): string {
  const head = ['route', 'width', 'state', ...IMPACTS];
  const body = rows.map((r) => [
    r.route.length > 48 ? `${r.route.slice(0, 45)}…` : r.route,
    String(r.width),
    r.state,
    ...IMPACTS.map((i) => String(r.counts[i])),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
