import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { migrations } from '#core/db/migrations/index';
import { BackupError } from './backup-error';

/** The archive's first entry: what it holds, so a restore can tell whether it fits before it changes anything. */
export const MANIFEST_FILE = 'manifest.json';
/** The database's place in the archive (a file of SQLite, or pg_dump's custom format). */
export const DATABASE_ENTRY = {
  sqlite: 'database/shuyuan.sqlite',
  postgres: 'database/shuyuan.pgdump',
} as const;
/** DATA_DIR's files in the archive live under this folder. */
export const DATA_ENTRY = 'data';

const FORMAT = 1;

const ZManifest = z.object({
  app: z.literal('shuyuan'),
  format: z.literal(FORMAT),
  /** apps/server's version that wrote the backup. */
  version: z.string(),
  createdAt: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  /** The migrations the database had run, by name; `migration` is the last of them. */
  migrations: z.array(z.string()),
  migration: z.string().nullable(),
  /** pg_dump's version (`16.2`) for a PostgreSQL backup: pg_restore must be at least as new. */
  pgDump: z.string().optional(),
  /** The DATA_DIR entries archived (storage, media, private, jwt-secret: those that existed). */
  files: z.array(z.string()),
});
export type Manifest = z.infer<typeof ZManifest>;

const VERSION: string = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
).version;

export function buildManifest(
  fields: Omit<Manifest, 'app' | 'format' | 'version' | 'createdAt' | 'migration'>,
): Manifest {
  const applied = [...fields.migrations].sort();
  return {
    app: 'shuyuan',
    format: FORMAT,
    version: VERSION,
    createdAt: new Date().toISOString(),
    ...fields,
    migrations: applied,
    migration: applied.at(-1) ?? null,
  };
}

/** The manifest of an unpacked archive, checked: one this code can restore, of a schema this code knows. */
export function readManifest(text: string | undefined): Manifest {
  if (text === undefined) throw new BackupError(`not a Shuyuan backup (no ${MANIFEST_FILE} in the archive)`);
  let parsed: Manifest;
  try {
    parsed = ZManifest.parse(JSON.parse(text));
  } catch {
    throw new BackupError(`not a Shuyuan backup of format ${FORMAT} (${MANIFEST_FILE} cannot be read)`);
  }
  const unknown = parsed.migrations.filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new BackupError(
      `the backup's database has migrations this version (${VERSION}) does not know (${unknown.join(', ')}): ` +
        `restore it with the version that wrote it (${parsed.version}) or a newer one`,
    );
  }
  return parsed;
}
