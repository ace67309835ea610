import type { Migration } from 'kysely/migration';
import { createIndex, createTable, type MigrationDb, required, zero } from './helpers';

/*
 * Captions (issue 6): WebVTT tracks of a video, one per language. The file lives under DATA_DIR/media
 * (private, like uploaded videos) at `path`, a name the server made; only the signed media route serves it.
 */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'video_captions', (t) =>
    t
      .addColumn('video_id', 'integer', required)
      // BCP 47 tag for <track srclang>, e.g. en, zh-CN.
      .addColumn('lang', 'varchar(16)', required)
      // What the player's menu shows, e.g. English, 中文.
      .addColumn('label', 'varchar(32)', required)
      // Relative to DATA_DIR/media, e.g. captions/12/<32 hex>.vtt.
      .addColumn('path', 'varchar(255)', required)
      .addColumn('size', 'integer', zero)
      .addColumn('admin_id', 'integer', zero),
  );
  // One track per language: a second upload of a language is refused until the first is deleted.
  await createIndex(db, 'video_captions', ['video_id', 'lang'], true);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('video_captions').ifExists().execute();
}

export const migration011VideoCaptions: Migration = { up, down };
