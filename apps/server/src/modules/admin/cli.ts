/*
 * `npm run admin:create -- --user NAME [--password PASS]`: creates a super admin in the database the
 * server uses (same .env, DATA_DIR, DATABASE_URL). Without --password it asks on a terminal; an empty
 * answer (or no terminal) generates a strong password and prints it once.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ConfigError, formatConfigError, loadConfig, loadDotEnv } from '#config';
import { openDatabase } from '#core/db/connection';
import { migrateToLatest } from '#core/db/migrate';
import { AppError } from '#core/errors';
import { createSuperAdmin, generatePassword } from './create-admin';

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) return '';
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question('password (empty: generate one): ');
  } finally {
    rl.close();
  }
}

async function run(): Promise<void> {
  const { values } = parseArgs({ options: { user: { type: 'string' }, password: { type: 'string' } } });
  if (!values.user) {
    console.error('usage: npm run admin:create -- --user NAME [--password PASS]');
    process.exitCode = 2;
    return;
  }
  let password = values.password ?? (await askPassword());
  const generated = password === '';
  if (generated) password = generatePassword();

  loadDotEnv();
  const config = loadConfig();
  const { db, close } = await openDatabase(config);
  try {
    await migrateToLatest(db);
    const { id } = await createSuperAdmin(db, values.user, password);
    console.log(`super admin created: ${values.user} (id ${id})`);
    if (generated) console.log(`password: ${password}`);
  } finally {
    await close();
  }
}

run().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(formatConfigError(error));
  else console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
});
