import type { Kysely } from 'kysely';
import type { AuthAdmin } from '#core/auth/admin-guard';
import { readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';

export interface AuditEntry {
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/** Keys whose values never enter the audit log (hashes, secrets): the log says only that they changed. */
const SECRET_KEYS = /password|secret|token|private_key|app_key/i;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEYS.test(k) ? '******' : redact(v),
      ]),
    );
  }
  return value;
}

const toJson = (value: unknown) => (value === undefined ? null : JSON.stringify(redact(value)));

/** Writes one audit row: who (admin), what (action + target), when, and the record before and after. */
export async function writeAudit(
  deps: Deps<'db'>,
  admin: Pick<AuthAdmin, 'id' | 'username'>,
  entry: AuditEntry,
): Promise<void> {
  const now = Date.now();
  await deps.db
    .insertInto('admin_audit_logs')
    .values({
      admin_id: admin.id,
      admin_username: admin.username,
      action: entry.action,
      target: entry.target ?? '',
      before_json: toJson(entry.before),
      after_json: toJson(entry.after),
      ip: entry.ip ?? '',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export interface AuditQuery {
  page: number;
  size: number;
  admin_id?: number;
  action?: string;
}

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export async function listAudit(db: Kysely<Database>, q: AuditQuery) {
  let base = db.selectFrom('admin_audit_logs');
  if (q.admin_id) base = base.where('admin_id', '=', q.admin_id);
  if (q.action) base = base.where('action', '=', q.action);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('id', 'desc'));
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      admin_id: r.admin_id,
      admin_username: r.admin_username,
      action: r.action,
      target: r.target,
      before: parse(r.before_json),
      after: parse(r.after_json),
      ip: r.ip,
      created_at: Number(r.created_at),
    })),
  };
}
