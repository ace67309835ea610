/**
 * True when the error is a unique-index violation (SQLite or PostgreSQL). Every area lets a unique index
 * settle races (one of two concurrent inserts wins) and maps the loser's error to its own message.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(e?.message ?? '')
  );
}
