import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './connection';

describe('the SQLite statement cache', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function open(max: number) {
    const dir = mkdtempSync(join(tmpdir(), 'shuyuan-statements-'));
    dirs.push(dir);
    const cache = withStatementCache(new BetterSqlite3(join(dir, 'db.sqlite')), max);
    return cache as unknown as { prepare(sql: string): BetterSqlite3.Statement; close(): void };
  }

  it('answers the same statement for the same SQL', () => {
    const cache = open(10);
    expect(cache.prepare('select 1')).toBe(cache.prepare('select 1'));
    cache.close();
  });

  it('keeps a shape in use while shapes used once come and go (an IN list of each length)', () => {
    const cache = open(4);
    const hot = cache.prepare('select 1 as hot');
    for (let n = 1; n <= 20; n++) {
      cache.prepare(`select 1 where 1 in (${Array.from({ length: n }, () => '?').join(', ')})`);
      expect(cache.prepare('select 1 as hot')).toBe(hot);
    }
    // A shape not used since is the one that went.
    const first = cache.prepare('select 2');
    for (let n = 0; n < 4; n++) cache.prepare(`select ${10 + n}`);
    expect(cache.prepare('select 2')).not.toBe(first);
    cache.close();
  });
});
