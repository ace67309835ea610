import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { SerialFlush } from '#core/jobs/serial-flush';

type Db = Kysely<Database>;

/** The tables whose reads count views, each in its own view_times column. */
export type ViewedTable = 'articles' | 'announcements';

/*
 * Views are counted on every read of an article or announcement, the busiest reads of the content pages.
 * Written through, each read was a write with its own fsync (synchronous=FULL): an article read cost about
 * six course reads (decision 037). Views are collected per process and added to the table every second
 * in one transaction; a read answers the stored count plus what this process still holds, so a reader
 * sees their own view at once. What a crash can lose is one interval of views; close() writes the rest.
 */

export const VIEW_FLUSH_INTERVAL_MS = 1_000;

export class ViewCounts {
  readonly #db: Db;
  #pending = new Map<ViewedTable, Map<number, number>>();
  readonly #flush: SerialFlush;

  constructor(db: Db, onError: (error: unknown) => void) {
    this.#db = db;
    this.#flush = new SerialFlush(() => this.#write(), onError);
  }

  start(intervalMs = VIEW_FLUSH_INTERVAL_MS): void {
    this.#flush.start(intervalMs);
  }

  /** Counts one view of a row; what this process holds for it now, this one included. */
  add(table: ViewedTable, id: number): number {
    const rows = this.#pending.get(table) ?? new Map<number, number>();
    this.#pending.set(table, rows);
    const held = (rows.get(id) ?? 0) + 1;
    rows.set(id, held);
    return held;
  }

  /** The views of a row this process holds: not written yet, or being written now. */
  held(table: ViewedTable, id: number): number {
    return this.#pending.get(table)?.get(id) ?? 0;
  }

  /**
   * Adds what is held to the tables, in one transaction, after any flush already under way. The views stay
   * held until the transaction is committed, so a read meanwhile still counts them (stored + held), and a
   * failed flush leaves them for the next one.
   */
  flush(): Promise<void> {
    return this.#flush.run();
  }

  async #write(): Promise<void> {
    const batch = [...this.#pending].flatMap(([table, rows]) =>
      [...rows].map(([id, views]) => ({ table, id, views })),
    );
    if (batch.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      for (const { table, id, views } of batch) {
        await trx
          .updateTable(table)
          .set((eb) => ({ view_times: eb('view_times', '+', views) }))
          .where('id', '=', id)
          .execute();
      }
    });
    for (const { table, id, views } of batch) {
      const rows = this.#pending.get(table);
      const left = (rows?.get(id) ?? 0) - views;
      if (left > 0) rows?.set(id, left);
      else rows?.delete(id);
    }
  }

  close(): Promise<void> {
    return this.#flush.stop();
  }
}

/**
 * The app's one view counter (app.ts decorates it as `views` and closes it with the app). Under
 * NODE_ENV=test it writes only when asked (flush, close), so a test reads exact counts at any moment.
 */
export function startViewCounts({ db, log, config }: Deps<'db' | 'log' | 'config'>): ViewCounts {
  const counts = new ViewCounts(db, (error) => log.error({ err: error }, 'view count flush failed'));
  if (config.nodeEnv !== 'test') counts.start();
  return counts;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Views of articles and announcements not yet written (startViewCounts); tests flush it to read the table. */
    views: ViewCounts;
  }
}
