import type { Generated, Selectable } from 'kysely';
import type { Flag, Timestamps } from './columns';

/* The admin console: administrators, their audit log and their media library. */

export type AdminRole = 'super' | 'editor' | 'finance' | 'support';

export interface AdministratorsTable extends Timestamps {
  id: Generated<number>;
  username: string;
  name: string;
  /** argon2 hash. */
  password: string;
  role: AdminRole;
  is_locked: Flag;
  last_login_at: number | null;
}

/** One change made by an administrator (issue 8); before/after are JSON text or null. */
export interface AdminAuditLogsTable extends Timestamps {
  id: Generated<number>;
  admin_id: number;
  admin_username: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  ip: string;
}

/** An administrator's upload in the media library (issue 8); kind video | image; size in bytes. */
export interface MediaFilesTable extends Timestamps {
  id: Generated<number>;
  kind: string;
  name: Generated<string>;
  path: string;
  mime: Generated<string>;
  size: Generated<number>;
  admin_id: Generated<number>;
}

export type AdministratorRow = Selectable<AdministratorsTable>;
