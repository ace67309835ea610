import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#core/db/connection';
import { migrateToLatest } from '#core/db/migrate';
import { seedEssentials } from '#seed/index';
import { createPostgresDatabase, dropPostgresDatabases } from './helpers/postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database every PostgreSQL test database of this run is copied from (empty without TEST_DATABASE_URL). */
    postgresTemplate: string;
    /** The name prefix of this run's PostgreSQL test databases. */
    postgresPrefix: string;
  }
}

/**
 * With TEST_DATABASE_URL: migrates and seeds (essentials) one template database before any test file runs, so
 * each file's database is a `create database … template` copy: no migrator runs beside another, and no file's
 * DDL is visible to another's introspection. Everything named after this run is dropped at the end.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const prefix = `t_${randomBytes(4).toString('hex')}`;
  project.provide('postgresPrefix', prefix);
  project.provide('postgresTemplate', '');
  if (!process.env.TEST_DATABASE_URL) return undefined;

  const template = await createPostgresDatabase({ prefix: `${prefix}_tpl` });
  const database = await openDatabase({ databaseUrl: template.url, dataDir: '' });
  try {
    await migrateToLatest(database.db);
    await seedEssentials(database.db);
  } finally {
    // A template takes copies only while nobody is connected to it.
    await database.close();
  }
  project.provide('postgresTemplate', template.name);
  return () => dropPostgresDatabases(prefix);
}
