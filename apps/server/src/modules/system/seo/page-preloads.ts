import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StorefrontPage } from '@shuyuan/contract/web-pages';

/*
 * What a page's first screen runs, named in its head (issue 21, decision 039): the course page's own chunks as
 * <link rel="modulepreload">, so the browser fetches them beside the app's first bundle instead of after it
 * (the router asks for a screen only once that bundle has run: on a slow phone, two round trips and the
 * bundle's run later). The chunk names come from the build's manifest (vite `build.manifest`); a build
 * without one, or a module no longer there, adds nothing.
 */

/** The web modules each page renders first (its screen, and antd's scope it renders in). */
const PAGE_MODULES: Partial<Record<StorefrontPage, readonly string[]>> = {
  courseDetail: ['src/features/catalogue/pages/course-detail-page.tsx', 'src/shared/antd-scope.tsx'],
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The chunk keys `keys` load, themselves and their static imports, in a stable order. */
function closure(manifest: Record<string, ManifestChunk>, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The preload links of each page of `PAGE_MODULES`, from the build in `distDir` (read once, at start). */
export function readPagePreloads(distDir: string): ReadonlyMap<StorefrontPage, string> {
  const file = join(distDir, '.vite', 'manifest.json');
  const preloads = new Map<StorefrontPage, string>();
  if (!existsSync(file)) return preloads;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  // index.html loads the entry and what it imports already.
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inIndex = closure(manifest, entries);
  for (const [page, modules] of Object.entries(PAGE_MODULES)) {
    const links = [...closure(manifest, modules)]
      .filter((key) => !inIndex.has(key) && manifest[key]?.file.endsWith('.js'))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`);
    if (links.length) preloads.set(page as StorefrontPage, links.join(''));
  }
  return preloads;
}

/** `html` with `links` placed just before `</head>`. */
export function withPreloads(html: string, links: string | undefined): string {
  if (!links) return html;
  const at = html.search(/<\/head>/i);
  return at >= 0 ? `${html.slice(0, at)}${links}${html.slice(at)}` : html;
}
