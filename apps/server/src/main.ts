// First import: an older Node stops here with one line, before the app's modules load (decision 028).
import '#runtime/require-node.mjs';
import { type AppConfig, ConfigError, loadConfig, loadDotEnv } from '#config';
import { createLogger } from '#core/logger';
import { applyCommandLine } from '#runtime/command-line';
import { exitWithConfigError } from '#runtime/config-error-exit';
import { processRole } from '#runtime/process-role';

function readConfig(): AppConfig {
  try {
    loadDotEnv();
    applyCommandLine(process.argv.slice(2), process.env);
    return loadConfig();
  } catch (error) {
    // A configuration mistake is the operator's to fix: the message names the variable; a stack would not help.
    // Anything else here is a file that cannot be read (.env), whose message names it.
    exitWithConfigError(error instanceof ConfigError ? error : new ConfigError((error as Error).message));
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  const role = processRole(config.workers);
  if (role === 'primary') {
    // Imported on demand: a cluster primary serves nothing and need not load the whole app.
    const { runPrimary } = await import('#runtime/cluster-primary');
    await runPrimary(config, logger);
    return;
  }
  const { serve } = await import('#runtime/serve');
  await serve(config, logger, role);
}

process.on('unhandledRejection', (reason) => {
  process.stderr.write(`unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}\n`);
  process.exit(1);
});

void start();
