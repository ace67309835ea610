import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { readRow, readRows } from './rows';

/** An offline course's seat counter and its seat rows, to check that the two agree. */
export async function readSeats(db: Kysely<Database>, activateId: number) {
  const { enrolled_count } = await readRow(db, 'activates', { id: activateId });
  const seats = await readRows(db, 'activate_users', { activate_id: activateId });
  return { enrolled_count, seats };
}
