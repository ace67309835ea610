import type { Migration } from 'kysely';
import { migration001Init } from './001-init';
import { migration002MemberRecords } from './002-member-records';

/** Every migration by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '001-init': migration001Init,
  '002-member-records': migration002MemberRecords,
};
