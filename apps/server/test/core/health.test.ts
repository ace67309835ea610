import { describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_TARGETS, forEachDatabase, tagsOf } from '../helpers/test-app';

forEachDatabase((t) => {
  it('GET /healthz checks the database and the store', async () => {
    const response = await t.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: true, store: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

for (const dialect of DATABASE_TARGETS) {
  describe(`degraded health (${dialect})`, tagsOf(dialect), () => {
    it('answers 503 naming the failed part when the store is down', async () => {
      const t = await createTestApp(dialect);
      try {
        await t.store.close();
        const response = await t.inject('/healthz');
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: 'degraded', db: true, store: false });
      } finally {
        await t.close();
      }
    });

    it('answers 503 naming the failed part when the database is down', async () => {
      const t = await createTestApp(dialect);
      try {
        await t.db.destroy();
        const response = await t.inject('/healthz');
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: 'degraded', db: false, store: true });
      } finally {
        await t.close().catch(() => {});
      }
    });
  });
}
