import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, required, zero } from './helpers';

/*
 * Transcoded uploads (issue 22, decision 042): one row per uploaded video (media_files) whose transcode
 * completed, holding what it made under DATA_DIR/media/<folder>: the probe's facts, the faststart MP4, the
 * master playlist, the poster, each HLS rendition with its AES-128 key (JSON text), the caption tracks (JSON
 * text). The videos whose url is the upload's path get their qualities from it: video_renditions rows marked
 * with transcode_media_id, which a later transcode (or a change of the video's url) replaces, while rows an
 * administrator added (null) are never touched.
 */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'media_transcodes', (t) =>
    t
      .addColumn('media_id', 'integer', required)
      // Relative to DATA_DIR/media: transcoded/<media id>/<run>.
      .addColumn('folder', 'varchar(255)', required)
      // Whole seconds of the source, and its picture as shown (rotation applied).
      .addColumn('duration', 'integer', zero)
      .addColumn('width', 'integer', zero)
      .addColumn('height', 'integer', zero)
      .addColumn('container', 'varchar(64)', empty)
      // Paths relative to DATA_DIR/media.
      .addColumn('mp4', 'varchar(255)', empty)
      .addColumn('master', 'varchar(255)', empty)
      .addColumn('poster', 'varchar(255)', empty)
      // JSON: [{name, width, height, bandwidth, average_bandwidth, codecs, playlist, key}], best first.
      .addColumn('renditions', 'text', required)
      // JSON: [{path, lang, label}].
      .addColumn('captions', 'text', required),
  );
  await createIndex(db, 'media_transcodes', ['media_id'], true);

  await db.schema.alterTable('video_renditions').addColumn('transcode_media_id', 'integer').execute();
  await createIndex(db, 'video_renditions', ['transcode_media_id']);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('video_renditions_transcode_media_id_idx').execute();
  await db.schema.alterTable('video_renditions').dropColumn('transcode_media_id').execute();
  await db.schema.dropTable('media_transcodes').ifExists().execute();
}

export const migration020MediaTranscodes: Migration = { up, down };
