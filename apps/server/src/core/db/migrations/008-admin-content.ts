import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, required, zero } from './helpers';

/* The console's media library (issue 8): files uploaded by administrators (tus), checked by content. */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'media_files', (t) =>
    t
      // video | image
      .addColumn('kind', 'varchar(16)', required)
      // The file name the administrator uploaded (shown in the library; never used as a path).
      .addColumn('name', 'varchar(255)', empty)
      // Site path under /storage/media/.
      .addColumn('path', 'varchar(255)', required)
      // As sniffed from the content, not as the browser claimed.
      .addColumn('mime', 'varchar(64)', empty)
      .addColumn('size', 'bigint', zero)
      .addColumn('admin_id', 'integer', zero),
  );
  await createIndex(db, 'media_files', ['kind', 'created_at']);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('media_files').ifExists().execute();
}

export const migration008AdminContent: Migration = { up, down };
