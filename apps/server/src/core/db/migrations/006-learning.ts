import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, required, zero } from './helpers';

/*
 * Learning (issue 6): per-member watch records, per-member course progress, the renditions a video can be
 * played in, and certificates of completion. Exactly-once rules live in unique keys and conditional
 * updates: a video is finished by the update that sets `watched_at` where it is still null, a course by
 * the one that sets `is_watched` from 0 to 1.
 */
async function up(db: MigrationDb): Promise<void> {
  // MeEdu's user_video_watch_records. watch_seconds only grows; watched_at is set once (then frozen).
  await createTable(db, 'video_watch_records', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('course_id', 'integer', required)
      .addColumn('video_id', 'integer', required)
      .addColumn('watch_seconds', 'integer', zero)
      .addColumn('watched_at', 'bigint'),
  );
  await createIndex(db, 'video_watch_records', ['user_id', 'video_id'], true);
  await createIndex(db, 'video_watch_records', ['user_id', 'course_id']);

  // MeEdu's course_user_records: a member who has started a course; progress 0–100.
  await createTable(db, 'course_user_records', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('course_id', 'integer', required)
      .addColumn('progress', 'integer', zero)
      .addColumn('is_watched', 'integer', zero)
      .addColumn('watched_at', 'bigint'),
  );
  await createIndex(db, 'course_user_records', ['user_id', 'course_id'], true);
  await createIndex(db, 'course_user_records', ['user_id', 'updated_at']);

  // The qualities a video is offered in (none: the video's own `url`, named 默认). format: mp4 | m3u8.
  // hls_key: the AES-128 key (32 hex) of an encrypted HLS rendition, handed out once per signed token.
  await createTable(db, 'video_renditions', (t) =>
    t
      .addColumn('video_id', 'integer', required)
      .addColumn('name', 'varchar(32)', required)
      .addColumn('format', 'varchar(8)', required)
      .addColumn('url', 'varchar(1024)', required)
      .addColumn('sort', 'integer', zero)
      .addColumn('hls_key', 'varchar(32)'),
  );
  await createIndex(db, 'video_renditions', ['video_id']);

  // A certificate per finished course; names are copied so a later rename does not change a printed one.
  await createTable(db, 'course_certificates', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('course_id', 'integer', required)
      .addColumn('code', 'varchar(24)', required)
      .addColumn('member_name', 'varchar(64)', empty)
      .addColumn('course_title', 'varchar(255)', empty)
      .addColumn('issued_at', 'bigint', required),
  );
  await createIndex(db, 'course_certificates', ['user_id', 'course_id'], true);
  await createIndex(db, 'course_certificates', ['code'], true);
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'course_certificates',
    'video_renditions',
    'course_user_records',
    'video_watch_records',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const migration006Learning: Migration = { up, down };
