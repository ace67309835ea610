import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers';

/*
 * A certificate is revoked, not deleted, when the course it certifies is refunded (issue 19): its code then
 * verifies as revoked, so a printed copy can be checked and found withdrawn. Null while valid.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('course_certificates').addColumn('revoked_at', 'bigint').execute();
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('course_certificates').dropColumn('revoked_at').execute();
}

export const migration013CertificateRevocation: Migration = { up, down };
