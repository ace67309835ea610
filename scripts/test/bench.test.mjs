// `npm run bench` with spread keys (issue 21): how it draws keys (uniform, Zipf, paged lists, the search
// vocabulary), and one short run on the demo content whose --json names every route with every key pattern,
// each with a ratio to the bare route and its goal. Run by `npm run test:release`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, test } from 'node:test';
import { drawer, pagedKeys, vocabularyFrom, zipfIndex } from '../lib/bench-keys.mjs';
import { MEMBER_ROUTES } from '../lib/bench-routes.mjs';
import { ROOT } from '../lib/paths.mjs';
import { seededRandom } from '../lib/seeded-random.mjs';

describe('bench keys', () => {
  test('Zipf with s = 1 draws rank r in proportion to 1/r; uniform draws every key', () => {
    const draw = zipfIndex(1000, 1, seededRandom(7));
    const counts = new Array(1000).fill(0);
    for (let i = 0; i < 200_000; i++) counts[draw()]++;
    // Rank 1 is drawn about twice as often as rank 2 and ten times as often as rank 10.
    assert.ok(counts[0] / counts[1] > 1.7 && counts[0] / counts[1] < 2.3, `${counts[0]} / ${counts[1]}`);
    assert.ok(counts[0] / counts[9] > 8 && counts[0] / counts[9] < 12, `${counts[0]} / ${counts[9]}`);
    const uniform = drawer(['a', 'b', 'c'], 'uniform', seededRandom(3));
    assert.deepEqual(new Set(Array.from({ length: 100 }, uniform)), new Set(['a', 'b', 'c']));
  });

  test('a paged list puts every first page before any second page', () => {
    const keys = pagedKeys(
      [
        { query: 'a', pages: 3 },
        { query: 'b', pages: 1 },
        { query: 'c', pages: 2 },
      ],
      (q, page) => `${q}${page}`,
    );
    assert.equal(keys.length, 6);
    assert.deepEqual(new Set(keys.slice(0, 3)), new Set(['a1', 'b1', 'c1']));
    assert.deepEqual(new Set(keys.slice(3, 5)), new Set(['a2', 'c2']));
    assert.equal(keys[5], 'a3');
  });

  test('the search vocabulary comes from the titles, most frequent first, without bare numbers', () => {
    const titles = ['Vue3 组件化 1', 'React 组件化 2', 'Vue3 性能优化 3', '数据分析入门 4'];
    const words = vocabularyFrom(titles, 12);
    assert.deepEqual(words.slice(0, 2), ['Vue3', '组件化']);
    assert.ok(words.includes('数据分析入门') && words.includes('组件'), words.join(' '));
    assert.ok(!words.some((w) => /^\d+$/.test(w)), words.join(' '));
    for (const w of words)
      assert.ok(
        titles.some((t) => t.includes(w)),
        w,
      );
  });
});

/** Runs the bench to its end; resolves with its exit code, stdout and stderr. */
function runBench(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench.mjs', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

test('a short spread-key bench measures every route one-key, uniform and Zipf', async () => {
  const { code, stdout, stderr } = await runBench([
    '--json',
    '--duration=1',
    '--warmup=0',
    '--connections=4',
    '--read-members=6',
    '--members=4',
    '--skip-first-load',
    '--skip-progress',
    '--skip-transcode',
  ]);
  assert.equal(code, 0, stderr.split('\n').slice(-30).join('\n'));
  const rows = JSON.parse(stdout);
  const spread = [
    '/api/v2/course/:id',
    '/api/v2/article/:id',
    '/api/v2/activate/:id',
    '/api/v2/courses?category_id=:id',
    '/api/v2/courses (pages and filters mixed)',
    '/api/v3/search?keywords=:word',
    ...MEMBER_ROUTES,
  ];
  for (const route of spread) {
    for (const pattern of ['one-key', 'uniform', 'zipf']) {
      const row = rows.find((r) => r.route === route && r.pattern === pattern);
      assert.ok(row, `${route} ${pattern} is missing`);
      assert.ok(row.rps > 0 && Number.isFinite(row.ratio), JSON.stringify(row));
      assert.ok(
        ['rps', 'p50_ms', 'p99_ms', 'ratio', 'goal', 'met'].every((k) => k in row),
        JSON.stringify(row),
      );
    }
  }
  const search = rows.find((r) => r.route === '/api/v3/search?keywords=:word' && r.pattern === 'zipf');
  assert.ok(search.keys >= 600, `search draws from ${search.keys} keys (200 words or more, pages 1–3)`);
  assert.deepEqual(rows.find((r) => r.route === '/api/v2/course/:id' && r.pattern === 'uniform').goal, {
    ratio: 0.25,
    p99_ms: 25,
  });
});
