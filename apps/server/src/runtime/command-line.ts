import { ConfigError } from '#config';

const USAGE = 'Usage: npm start -- [--workers N]';

/**
 * `npm start -- --workers N` (or `--workers=N`) is WORKERS=N for this start: the flag is copied into the
 * environment, so one zod schema checks both spellings and cluster workers inherit the value.
 */
export function applyCommandLine(argv: readonly string[], env: NodeJS.ProcessEnv): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--workers' || arg.startsWith('--workers=')) {
      const value = arg === '--workers' ? argv[++i] : arg.slice('--workers='.length);
      if (value === undefined || value === '') {
        throw new ConfigError(`--workers: needs a number\n${USAGE}`);
      }
      env.WORKERS = value;
      continue;
    }
    // An unknown flag is most likely a typo of one we read: starting anyway would hide it.
    throw new ConfigError(`Unknown argument ${JSON.stringify(arg)}\n${USAGE}`);
  }
}
