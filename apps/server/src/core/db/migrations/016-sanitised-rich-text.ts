import type { Migration } from 'kysely/migration';
import { RICH_TEXT_COLUMNS } from '#core/rich-text';
import { sanitizeRichHtml } from '#core/sanitize';
import type { MigrationDb } from './helpers';

/*
 * Rich text is sanitised once, when it is written, instead of on every read (docs/decisions/037): the
 * console's saves and the seeds store it sanitised, and this migration sanitises what rows already hold
 * (written by a seed, an import or before a rule existed). A change of the sanitiser's rules comes with a
 * migration that runs this again.
 */

const BATCH = 500;

/** Sanitises every rich-text column in place, by batches of ids; only rows that change are written. */
export async function sanitiseStoredRichText(db: MigrationDb): Promise<number> {
  let changed = 0;
  for (const [table, column] of Object.entries(RICH_TEXT_COLUMNS)) {
    let after = 0;
    for (;;) {
      const rows: { id: number; html: string }[] = await db
        .selectFrom(table)
        .select(['id', `${column} as html`])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      after = rows[rows.length - 1]?.id ?? after;
      for (const row of rows) {
        const safe = sanitizeRichHtml(row.html);
        if (safe === row.html) continue;
        await db
          .updateTable(table)
          .set({ [column]: safe })
          .where('id', '=', row.id)
          .execute();
        changed++;
      }
    }
  }
  return changed;
}

async function up(db: MigrationDb): Promise<void> {
  await sanitiseStoredRichText(db);
}

// Sanitised HTML is what the rows would have held had it been sanitised when written: nothing to undo.
async function down(): Promise<void> {}

export const migration016SanitisedRichText: Migration = { up, down };
