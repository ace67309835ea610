import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { AppError } from '#core/errors';

export const ADMIN_USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const ADMIN_MIN_PASSWORD = 8;

/** 16 characters from an alphabet without look-alikes (0/O, 1/l/I), ~93 bits. */
export function generatePassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Creates a super admin, or fails when the username is taken (no silent password reset: that would
 * let anyone with shell access take over an existing account unnoticed in the audit log).
 */
export async function createSuperAdmin(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<{ id: number }> {
  if (!ADMIN_USERNAME_PATTERN.test(username)) throw new AppError('用户名须为3-32位字母、数字或 _ . -');
  if (password.length < ADMIN_MIN_PASSWORD) throw new AppError(`密码至少${ADMIN_MIN_PASSWORD}位`);
  const existing = await db
    .selectFrom('administrators')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (existing) throw new AppError(`管理员 ${username} 已存在`);
  const now = Date.now();
  const row = await db
    .insertInto('administrators')
    .values({
      username,
      name: username,
      password: await hash(password),
      role: 'super',
      is_locked: 0,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('admin_audit_logs')
    .values({
      admin_id: row.id,
      admin_username: username,
      action: 'admin.create_cli',
      target: `admin:${row.id}`,
      before_json: null,
      after_json: JSON.stringify({ username, role: 'super' }),
      ip: 'cli',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id: row.id };
}
