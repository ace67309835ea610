import type { Migration } from 'kysely';
import { migration001Init } from './001-init';

/** Every migration by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '001-init': migration001Init,
};
