import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, required, zero } from './helpers';

/*
 * Rows that several areas write and read: what a member owns (commerce delivers it, learning and the
 * catalogue check it, the admin grants it), their notifications and their credit1 ledger.
 */
async function up(db: MigrationDb): Promise<void> {
  // A course a member may study: bought (order_id set), granted by an admin, or redeemed.
  await createTable(db, 'user_courses', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('course_id', 'integer', required)
      .addColumn('charge_fen', 'integer', zero)
      .addColumn('order_id', 'integer', zero)
      .addColumn('source', 'varchar(16)', required),
  );
  await createIndex(db, 'user_courses', ['user_id', 'course_id'], true);
  await createIndex(db, 'user_courses', ['course_id']);

  await createTable(db, 'notifications', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      // registration, order, credit, course, announcement, system
      .addColumn('type', 'varchar(24)', required)
      .addColumn('message', 'text', required)
      // Where a click on the message goes in the web app ('' for nowhere).
      .addColumn('url', 'varchar(255)', empty)
      .addColumn('read_at', 'bigint'),
  );
  await createIndex(db, 'notifications', ['user_id', 'read_at']);

  await createTable(db, 'credit1_records', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('sum', 'integer', required)
      .addColumn('remark', 'varchar(255)', required)
      // Makes a reward idempotent: e.g. `video:12` is granted once per member (unique with user_id).
      .addColumn('unique_key', 'varchar(64)'),
  );
  await createIndex(db, 'credit1_records', ['user_id', 'created_at']);
  await createIndex(db, 'credit1_records', ['user_id', 'unique_key'], true);
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of ['credit1_records', 'notifications', 'user_courses']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const migration002MemberRecords: Migration = { up, down };
