import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createSearchIndex, dropSearchIndex } from './004-catalogue-search';
import { createIndex, createTable, isPostgres, type MigrationDb, required, zero } from './helpers';

/*
 * Catalogue and content rows of issue 4: favourites, offline-course enrolments, comments, the search
 * index and the indexes the list pages need on a large catalogue.
 */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'course_likes', (t) =>
    t.addColumn('user_id', 'integer', required).addColumn('course_id', 'integer', required),
  );
  await createIndex(db, 'course_likes', ['user_id', 'course_id'], true);

  await createTable(db, 'activate_likes', (t) =>
    t.addColumn('user_id', 'integer', required).addColumn('activate_id', 'integer', required),
  );
  await createIndex(db, 'activate_likes', ['user_id', 'activate_id'], true);

  // One seat per member; order_id is set when a paid order enrolled them (commerce), 0 when free.
  await createTable(db, 'activate_users', (t) =>
    t
      .addColumn('activate_id', 'integer', required)
      .addColumn('user_id', 'integer', required)
      .addColumn('charge_fen', 'integer', zero)
      .addColumn('order_id', 'integer', zero)
      .addColumn('source', 'varchar(16)', required),
  );
  await createIndex(db, 'activate_users', ['activate_id', 'user_id'], true);
  await createIndex(db, 'activate_users', ['user_id']);

  // rt: 1 course, 2 video (MeEdu). is_check: 0 waiting for approval, 1 approved.
  await createTable(db, 'comments', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('rt', 'integer', required)
      .addColumn('rid', 'integer', required)
      .addColumn('parent_id', 'integer', zero)
      .addColumn('reply_id', 'integer', zero)
      .addColumn('content', 'varchar(1000)', required)
      .addColumn('ip_province', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('is_check', 'integer', zero),
  );
  await createIndex(db, 'comments', ['rt', 'rid', 'parent_id']);
  await createIndex(db, 'comments', ['user_id', 'created_at']);

  // The list pages filter by category and order by published_at (checked with EXPLAIN on both databases).
  // Covers the visible-course filter, so the list's count and first page read only the index.
  await createIndex(db, 'courses', ['is_show', 'deleted_at', 'published_at']);
  await createIndex(db, 'courses', ['category_id', 'published_at']);
  await createIndex(db, 'courses', ['is_show', 'user_count']);
  await createIndex(db, 'videos', ['course_id', 'published_at']);
  await createIndex(db, 'articles', ['category_id', 'published_at']);
  await createIndex(db, 'activates', ['category_id', 'started_at']);
  await createIndex(db, 'kecheng_courses', ['kecheng_id', 'sort']);
  await createIndex(db, 'announcements', ['created_at']);

  await createSearchIndex(db, isPostgres(db));
  if (!isPostgres(db)) await sql`analyze`.execute(db);
}

async function down(db: MigrationDb): Promise<void> {
  await dropSearchIndex(db, isPostgres(db));
  for (const table of ['comments', 'activate_users', 'activate_likes', 'course_likes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const [table, columns] of [
    ['courses', 'is_show_deleted_at_published_at'],
    ['courses', 'category_id_published_at'],
    ['courses', 'is_show_user_count'],
    ['videos', 'course_id_published_at'],
    ['articles', 'category_id_published_at'],
    ['activates', 'category_id_started_at'],
    ['kecheng_courses', 'kecheng_id_sort'],
    ['announcements', 'created_at'],
  ]) {
    await db.schema.dropIndex(`${table}_${columns}_idx`).ifExists().execute();
  }
}

export const migration004Catalogue: Migration = { up, down };
