import type { Migration } from 'kysely/migration';
import {
  addIdColumn,
  createIndex,
  createTable,
  empty,
  type MigrationDb,
  one,
  required,
  zero,
} from './helpers';

async function up(db: MigrationDb): Promise<void> {
  // --- site configuration (read by the system module)
  await addIdColumn(db.schema.createTable('app_config'), db)
    .addColumn('key', 'varchar(100)', required)
    .addColumn('value', 'text', required)
    .addColumn('is_private', 'integer', zero)
    .addColumn('updated_at', 'bigint', required)
    .execute();
  await createIndex(db, 'app_config', ['key'], true);

  await createTable(db, 'navs', (t) =>
    t
      .addColumn('sort', 'integer', zero)
      .addColumn('name', 'varchar(50)', required)
      .addColumn('name_en', 'varchar(50)', empty)
      .addColumn('url', 'varchar(255)', required)
      .addColumn('active_routes', 'varchar(255)', empty)
      .addColumn('platform', 'varchar(16)', required)
      .addColumn('parent_id', 'integer', zero)
      .addColumn('blank', 'integer', zero),
  );
  await createIndex(db, 'navs', ['platform', 'sort']);

  await createTable(db, 'links', (t) =>
    t
      .addColumn('sort', 'integer', zero)
      .addColumn('name', 'varchar(50)', required)
      .addColumn('url', 'varchar(255)', required),
  );

  await createTable(db, 'sliders', (t) =>
    t
      .addColumn('thumb', 'varchar(255)', required)
      .addColumn('url', 'varchar(255)', empty)
      .addColumn('sort', 'integer', zero)
      .addColumn('platform', 'varchar(16)', required),
  );
  await createIndex(db, 'sliders', ['platform', 'sort']);

  await createTable(db, 'view_blocks', (t) =>
    t
      .addColumn('platform', 'varchar(32)', required)
      .addColumn('page', 'varchar(64)', required)
      .addColumn('sign', 'varchar(64)', required)
      .addColumn('sort', 'integer', zero)
      .addColumn('config', 'text', required),
  );
  await createIndex(db, 'view_blocks', ['page', 'platform', 'sort']);

  await createTable(db, 'categories', (t) =>
    t
      .addColumn('type', 'varchar(16)', required)
      .addColumn('name', 'varchar(64)', required)
      .addColumn('name_en', 'varchar(64)', empty)
      .addColumn('parent_id', 'integer', zero)
      .addColumn('sort', 'integer', zero)
      .addColumn('is_show', 'integer', one)
      .addColumn('is_special', 'integer', zero)
      .addColumn('deleted_at', 'bigint'),
  );
  await createIndex(db, 'categories', ['type', 'parent_id']);

  // --- catalogue
  await createTable(db, 'teachers', (t) =>
    t
      .addColumn('name', 'varchar(64)', required)
      .addColumn('name_en', 'varchar(64)', empty)
      .addColumn('avatar', 'varchar(255)', empty)
      .addColumn('title', 'varchar(128)', empty)
      .addColumn('description', 'text', empty)
      .addColumn('sort', 'integer', zero),
  );

  await createTable(db, 'courses', (t) =>
    t
      .addColumn('category_id', 'integer', zero)
      .addColumn('title', 'varchar(120)', required)
      .addColumn('slug', 'varchar(150)', empty)
      .addColumn('thumb', 'varchar(255)', empty)
      .addColumn('charge_fen', 'integer', zero)
      .addColumn('short_description', 'varchar(500)', empty)
      .addColumn('original_desc', 'text', empty)
      .addColumn('render_desc', 'text', empty)
      .addColumn('seo_keywords', 'varchar(255)', empty)
      .addColumn('seo_description', 'varchar(500)', empty)
      .addColumn('published_at', 'bigint', required)
      .addColumn('is_show', 'integer', one)
      .addColumn('is_rec', 'integer', zero)
      .addColumn('user_count', 'integer', zero)
      .addColumn('is_free', 'integer', zero)
      .addColumn('is_allow_comment', 'integer', one)
      .addColumn('is_vip_free', 'integer', zero)
      .addColumn('deleted_at', 'bigint'),
  );
  await createIndex(db, 'courses', ['is_show', 'published_at']);
  await createIndex(db, 'courses', ['category_id']);

  await db.schema
    .createTable('course_teachers')
    .addColumn('course_id', 'integer', required)
    .addColumn('teacher_id', 'integer', required)
    .addPrimaryKeyConstraint('course_teachers_pk', ['course_id', 'teacher_id'])
    .execute();
  await createIndex(db, 'course_teachers', ['teacher_id']);

  await createTable(db, 'course_chapters', (t) =>
    t
      .addColumn('course_id', 'integer', required)
      .addColumn('title', 'varchar(120)', required)
      .addColumn('sort', 'integer', zero),
  );
  await createIndex(db, 'course_chapters', ['course_id', 'sort']);

  await createTable(db, 'videos', (t) =>
    t
      .addColumn('course_id', 'integer', required)
      .addColumn('chapter_id', 'integer', zero)
      .addColumn('title', 'varchar(120)', required)
      .addColumn('slug', 'varchar(150)', empty)
      .addColumn('url', 'varchar(500)', empty)
      .addColumn('duration', 'integer', zero)
      .addColumn('free_seconds', 'integer', zero)
      .addColumn('ban_drag', 'integer', zero)
      .addColumn('is_show', 'integer', one)
      .addColumn('published_at', 'bigint', required)
      .addColumn('view_num', 'integer', zero)
      .addColumn('charge_fen', 'integer', zero)
      .addColumn('is_ban_sell', 'integer', zero)
      .addColumn('is_allow_comment', 'integer', one)
      .addColumn('short_description', 'varchar(500)', empty)
      .addColumn('render_desc', 'text', empty)
      .addColumn('seo_keywords', 'varchar(255)', empty)
      .addColumn('seo_description', 'varchar(500)', empty)
      .addColumn('deleted_at', 'bigint'),
  );
  await createIndex(db, 'videos', ['course_id']);

  await createTable(db, 'course_attachments', (t) =>
    t
      .addColumn('course_id', 'integer', required)
      .addColumn('name', 'varchar(255)', required)
      .addColumn('path', 'varchar(500)', required)
      .addColumn('size', 'integer', zero)
      .addColumn('extension', 'varchar(16)', empty)
      .addColumn('only_buyer', 'integer', one)
      .addColumn('download_times', 'integer', zero),
  );
  await createIndex(db, 'course_attachments', ['course_id']);

  await createTable(db, 'kechengs', (t) =>
    t
      .addColumn('title', 'varchar(120)', required)
      .addColumn('slug', 'varchar(150)', empty)
      .addColumn('thumb', 'varchar(255)', empty)
      .addColumn('short_description', 'varchar(500)', empty)
      .addColumn('render_desc', 'text', empty)
      .addColumn('charge_fen', 'integer', zero)
      .addColumn('is_show', 'integer', one)
      .addColumn('sort', 'integer', zero)
      .addColumn('published_at', 'bigint', required),
  );
  await createIndex(db, 'kechengs', ['is_show', 'published_at']);

  await db.schema
    .createTable('kecheng_courses')
    .addColumn('kecheng_id', 'integer', required)
    .addColumn('course_id', 'integer', required)
    .addColumn('sort', 'integer', zero)
    .addPrimaryKeyConstraint('kecheng_courses_pk', ['kecheng_id', 'course_id'])
    .execute();
  await createIndex(db, 'kecheng_courses', ['course_id']);

  // --- content
  await createTable(db, 'activates', (t) =>
    t
      .addColumn('category_id', 'integer', zero)
      .addColumn('title', 'varchar(120)', required)
      .addColumn('thumb', 'varchar(255)', empty)
      .addColumn('short_description', 'varchar(500)', empty)
      .addColumn('render_desc', 'text', empty)
      .addColumn('address', 'varchar(255)', empty)
      .addColumn('city', 'varchar(64)', empty)
      .addColumn('started_at', 'bigint', required)
      .addColumn('ended_at', 'bigint', required)
      .addColumn('enroll_ended_at', 'bigint', required)
      .addColumn('quota', 'integer', zero)
      .addColumn('enrolled_count', 'integer', zero)
      .addColumn('charge_fen', 'integer', zero)
      .addColumn('is_show', 'integer', one)
      .addColumn('published_at', 'bigint', required),
  );
  await createIndex(db, 'activates', ['is_show', 'published_at']);
  await createIndex(db, 'activates', ['category_id']);

  await createTable(db, 'articles', (t) =>
    t
      .addColumn('category_id', 'integer', zero)
      .addColumn('title', 'varchar(120)', required)
      .addColumn('thumb', 'varchar(255)', empty)
      .addColumn('short_description', 'varchar(500)', empty)
      .addColumn('original_content', 'text', empty)
      .addColumn('render_content', 'text', empty)
      .addColumn('author', 'varchar(64)', empty)
      .addColumn('view_times', 'integer', zero)
      .addColumn('is_show', 'integer', one)
      .addColumn('published_at', 'bigint', required),
  );
  await createIndex(db, 'articles', ['is_show', 'published_at']);
  await createIndex(db, 'articles', ['category_id']);

  await createTable(db, 'announcements', (t) =>
    t
      .addColumn('admin_id', 'integer', zero)
      .addColumn('title', 'varchar(120)', required)
      .addColumn('announcement', 'text', required)
      .addColumn('view_times', 'integer', zero),
  );

  // --- people
  await createTable(db, 'users', (t) =>
    t
      .addColumn('avatar', 'varchar(255)', empty)
      .addColumn('nick_name', 'varchar(24)', required)
      .addColumn('mobile', 'varchar(20)', required)
      .addColumn('password', 'varchar(255)', required)
      .addColumn('credit1', 'integer', zero)
      .addColumn('credit2', 'integer', zero)
      .addColumn('credit3', 'integer', zero)
      .addColumn('is_active', 'integer', one)
      .addColumn('is_lock', 'integer', zero)
      .addColumn('role_id', 'integer', zero)
      .addColumn('role_expired_at', 'bigint')
      .addColumn('invite_user_id', 'integer', zero)
      .addColumn('invite_balance', 'integer', zero)
      .addColumn('is_password_set', 'integer', zero)
      .addColumn('is_set_nickname', 'integer', zero)
      .addColumn('register_ip', 'varchar(64)', empty)
      .addColumn('register_area', 'varchar(64)', empty)
      .addColumn('last_login_id', 'integer', zero),
  );
  await createIndex(db, 'users', ['mobile'], true);
  await createIndex(db, 'users', ['nick_name']);

  await createTable(db, 'roles', (t) =>
    t
      .addColumn('name', 'varchar(32)', required)
      .addColumn('charge_fen', 'integer', zero)
      .addColumn('expire_days', 'integer', required)
      .addColumn('weight', 'integer', zero)
      .addColumn('description', 'text', empty)
      .addColumn('is_show', 'integer', one),
  );

  await createTable(db, 'administrators', (t) =>
    t
      .addColumn('username', 'varchar(64)', required)
      .addColumn('name', 'varchar(64)', required)
      .addColumn('password', 'varchar(255)', required)
      .addColumn('role', 'varchar(16)', required)
      .addColumn('is_locked', 'integer', zero)
      .addColumn('last_login_at', 'bigint'),
  );
  await createIndex(db, 'administrators', ['username'], true);
}

const TABLES = [
  'administrators',
  'roles',
  'users',
  'announcements',
  'articles',
  'activates',
  'kecheng_courses',
  'kechengs',
  'course_attachments',
  'videos',
  'course_chapters',
  'course_teachers',
  'courses',
  'teachers',
  'categories',
  'view_blocks',
  'sliders',
  'links',
  'navs',
  'app_config',
];

async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}

export const migration001Init: Migration = { up, down };
