import { type ConfigError, formatConfigError } from '#config';

/**
 * Ends a start the operator must fix (a bad variable, a database or Redis that does not answer): the lines
 * `[shuyuan] VARIABLE: reason` on stderr and exit code 1. A stack would only hide the one line that matters.
 */
export function exitWithConfigError(error: ConfigError): never {
  process.stderr.write(`${formatConfigError(error)}\n`);
  process.exit(1);
}
