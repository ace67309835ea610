import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, required, zero } from './helpers';

/*
 * Accounts (issue 3): social bindings, login records (one per issued token, so logout and the
 * single-device rule work by jti), profiles with the face-verification result, verification attempts,
 * account-deletion requests and the SMS send log (never the code itself).
 */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'user_socialites', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      // qq | wechat
      .addColumn('app', 'varchar(16)', required)
      // The provider's openid.
      .addColumn('app_user_id', 'varchar(128)', required)
      .addColumn('union_id', 'varchar(128)', empty)
      // The provider's profile as JSON text (nickname, avatar).
      .addColumn('data', 'text', empty),
  );
  await createIndex(db, 'user_socialites', ['app', 'app_user_id'], true);
  await createIndex(db, 'user_socialites', ['user_id', 'app'], true);
  await createIndex(db, 'user_socialites', ['union_id']);

  await createTable(db, 'user_login_records', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('jti', 'varchar(64)', required)
      .addColumn('platform', 'varchar(16)', empty)
      .addColumn('ip', 'varchar(64)', empty)
      .addColumn('ua', 'varchar(255)', empty)
      .addColumn('is_logout', 'integer', zero)
      .addColumn('expires_at', 'bigint', required),
  );
  await createIndex(db, 'user_login_records', ['jti'], true);
  await createIndex(db, 'user_login_records', ['user_id', 'created_at']);

  await createTable(db, 'user_profiles', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('real_name', 'varchar(64)', empty)
      .addColumn('id_number', 'varchar(32)', empty)
      .addColumn('is_verify', 'integer', zero)
      .addColumn('verify_image_url', 'varchar(255)', empty),
  );
  await createIndex(db, 'user_profiles', ['user_id'], true);

  await createTable(db, 'user_face_verify_records', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      // tencent | simulator
      .addColumn('provider', 'varchar(16)', required)
      .addColumn('rule_id', 'varchar(64)', required)
      .addColumn('biz_token', 'varchar(128)', required)
      .addColumn('request_id', 'varchar(128)', empty)
      // 0 started, 9 passed, 5 failed
      .addColumn('status', 'integer', zero),
  );
  await createIndex(db, 'user_face_verify_records', ['biz_token'], true);
  await createIndex(db, 'user_face_verify_records', ['user_id']);

  await createTable(db, 'user_delete_jobs', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('submit_at', 'bigint', required)
      .addColumn('expired_at', 'bigint', required)
      // 0 pending, 1 cancelled by a login, 2 carried out
      .addColumn('status', 'integer', zero),
  );
  await createIndex(db, 'user_delete_jobs', ['user_id', 'status']);
  await createIndex(db, 'user_delete_jobs', ['status', 'expired_at']);

  await createTable(db, 'sms_records', (t) =>
    t
      .addColumn('mobile', 'varchar(20)', required)
      .addColumn('scene', 'varchar(24)', required)
      .addColumn('provider', 'varchar(16)', required)
      .addColumn('ip', 'varchar(64)', empty)
      // 1 sent, 0 the provider refused
      .addColumn('status', 'integer', zero)
      .addColumn('error', 'varchar(255)', empty),
  );
  await createIndex(db, 'sms_records', ['mobile', 'created_at']);
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'sms_records',
    'user_delete_jobs',
    'user_face_verify_records',
    'user_profiles',
    'user_login_records',
    'user_socialites',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const migration003Accounts: Migration = { up, down };
