import type { Migration } from 'kysely/migration';
import { createIndex, type MigrationDb } from './helpers';

/*
 * Comment moderation (issue 20): `is_check` gains 2, rejected (0 waiting, 1 approved stay MeEdu's). The
 * console lists comments by state newest first and the dashboard counts the waiting ones: both read this
 * index instead of the whole table. Plain index DDL, the same on SQLite and PostgreSQL.
 */
async function up(db: MigrationDb): Promise<void> {
  await createIndex(db, 'comments', ['is_check', 'id']);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('comments_is_check_id_idx').ifExists().execute();
}

export const migration014CommentModeration: Migration = { up, down };
