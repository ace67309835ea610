import type { UsersTable, VideoWatchRecordsTable } from '#core/db/schema';
import { hashDemoPassword } from './demo-password';
import { base, type Db, insert, next, type Overrides, stamps } from './insert-row';

/** A member who can log in with `password` (default shuyuan123). */
export async function createMember(db: Db, overrides: Overrides<UsersTable> & { password?: string } = {}) {
  const { password = 'shuyuan123', ...rest } = overrides;
  const n = next();
  return insert(db, 'users', {
    nick_name: `学员${base + n}`,
    mobile: `139${String(base + n).padStart(8, '0')}`,
    password: await hashDemoPassword(password),
    is_password_set: 1,
    ...stamps(),
    role_expired_at: null,
    ...rest,
  });
}

/** A member's watch record of a video: half a minute in, not finished unless overridden. */
export function createWatchRecord(
  db: Db,
  overrides: Overrides<VideoWatchRecordsTable> & { user_id: number; course_id: number; video_id: number },
) {
  return insert(db, 'video_watch_records', {
    watch_seconds: 30,
    watched_at: null,
    ...stamps(),
    ...overrides,
  });
}
