import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, required, zero } from './helpers';

/*
 * Two records MeEdu's clients read (issue 20): the VIP terms a member joined (user_join_role_records, one
 * per paid VIP order, written in the settling transaction so exactly once), and the agreements a member
 * accepted (agreement_user_records: which one, when, from where), one row per member and agreement.
 */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'role_join_records', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('role_id', 'integer', required)
      .addColumn('order_id', 'integer', required)
      .addColumn('charge_fen', 'integer', zero)
      .addColumn('started_at', 'bigint', required)
      .addColumn('expired_at', 'bigint', required),
  );
  await createIndex(db, 'role_join_records', ['order_id'], true);
  await createIndex(db, 'role_join_records', ['user_id', 'id']);

  // agreement: user_protocol | user_private_protocol (the pages /other/config links to).
  await createTable(db, 'member_agreements', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('agreement', 'varchar(32)', required)
      .addColumn('agreed_at', 'bigint', required)
      .addColumn('ip', 'varchar(64)', empty)
      .addColumn('user_agent', 'varchar(255)', empty)
      .addColumn('platform', 'varchar(16)', empty),
  );
  await createIndex(db, 'member_agreements', ['user_id', 'agreement'], true);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('member_agreements').execute();
  await db.schema.dropTable('role_join_records').execute();
}

export const migration015MeeduRecords: Migration = { up, down };
