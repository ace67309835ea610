import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

/** Typed reads of app_config values (JSON text); a missing or malformed value gives the fallback. */
export class ConfigValues {
  readonly #raw: Map<string, string>;

  constructor(raw: Map<string, string>) {
    this.#raw = raw;
  }

  value(key: string): unknown {
    const text = this.#raw.get(key);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  str(key: string, fallback = ''): string {
    const v = this.value(key);
    return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
  }

  num(key: string, fallback = 0): number {
    const v = this.value(key);
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
  }

  /** MeEdu's 0/1 flags (true/false and '1'/'0' are accepted too). */
  flag(key: string): number {
    const v = this.value(key);
    return v === true || v === 1 || v === '1' ? 1 : 0;
  }

  obj(key: string): Record<string, unknown> {
    const v = this.value(key);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  }

  list(key: string): unknown[] {
    const v = this.value(key);
    return Array.isArray(v) ? v : [];
  }
}

/**
 * Reads app_config keys (public and private) for a service that needs a few settings per call. Not
 * cached: a setting changed in the admin takes effect on the next request in every process.
 */
export async function readConfigValues(db: Kysely<Database>, keys: readonly string[]): Promise<ConfigValues> {
  if (keys.length === 0) return new ConfigValues(new Map());
  const rows = await db.selectFrom('app_config').select(['key', 'value']).where('key', 'in', keys).execute();
  return new ConfigValues(new Map(rows.map((row) => [row.key, row.value])));
}
