import type { Generated } from 'kysely';

/*
 * Column shapes shared by the tables of every area (conventions: docs/decisions/001-column-conventions.md).
 * Timestamps are epoch milliseconds (UTC); flags are 0/1 with a database default.
 */

export type Flag = Generated<number>;
export type Timestamps = { created_at: number; updated_at: number };
