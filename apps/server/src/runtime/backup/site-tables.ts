/**
 * A site "holds data" once any of these has a row: a database that only ran the migrations and the default
 * settings (a first start, `npm run seed` in production) is empty, and a restore may fill it without --force.
 */
export const SITE_TABLES = ['users', 'administrators', 'courses', 'orders'] as const;

/** Kysely's record of the migrations a database has run. */
export const MIGRATION_TABLE = 'kysely_migration';
