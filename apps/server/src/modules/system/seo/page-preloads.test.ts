import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPagePreloads, withPreloads } from './page-preloads';

/* Issue 21: the course page's head names the chunks its screen runs, from the web build's manifest. */

const dist = mkdtempSync(join(tmpdir(), 'shuyuan-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the chunks a page preloads', () => {
  it("are the course screen's and antd scope's chunks and their imports, less what index.html loads", () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/initial-1.js', isEntry: true, imports: ['_runtime.js'] },
        '_runtime.js': { file: 'assets/runtime-1.js' },
        'src/features/catalogue/pages/course-detail-page.tsx': {
          file: 'assets/course-detail-page-1.js',
          imports: ['_runtime.js', 'index.html', '_button.js'],
          css: ['assets/course-detail-page-1.css'],
        },
        '_button.js': { file: 'assets/button-1.js', imports: ['_runtime.js'] },
        'src/shared/antd-scope.tsx': { file: 'assets/antd-scope-1.js', imports: ['_button.js'] },
        'src/features/content/pages/home-page.tsx': { file: 'assets/home-page-1.js' },
      }),
    );
    const preloads = readPagePreloads(dist);
    expect([...preloads.keys()]).toEqual(['courseDetail']);
    const links = preloads.get('courseDetail');
    expect(links).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/course-detail-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/button-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/antd-scope-1.js">',
    );
    expect(withPreloads('<html><head><title>t</title></head><body></body></html>', links)).toBe(
      `<html><head><title>t</title>${links}</head><body></body></html>`,
    );
  });

  it('are none for a build without a manifest', () => {
    expect(readPagePreloads(join(dist, 'missing')).size).toBe(0);
  });
});
