import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, required, zero } from './helpers';

/* The administration audit trail (issue 8): every change an administrator makes, with before/after. */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'admin_audit_logs', (t) =>
    t
      .addColumn('admin_id', 'integer', zero)
      // Kept as written at the time: the log still reads right after an administrator is renamed.
      .addColumn('admin_username', 'varchar(64)', empty)
      // e.g. admin.login, course.update, settings.update
      .addColumn('action', 'varchar(64)', required)
      // e.g. course:12 ('' when the action has no single target)
      .addColumn('target', 'varchar(128)', empty)
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('ip', 'varchar(64)', empty),
  );
  await createIndex(db, 'admin_audit_logs', ['created_at']);
  await createIndex(db, 'admin_audit_logs', ['admin_id', 'created_at']);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('admin_audit_logs').ifExists().execute();
}

export const migration007Admin: Migration = { up, down };
