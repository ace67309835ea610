import type { AppConfig } from '#config';

/** The start-up banner on stdout (scripts and tests wait for its first line). */
export function printWelcome(config: AppConfig, port: number, demoSeeded: boolean): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.publicUrl ?? `http://${host}:${port}`;
  const lines = [`Shuyuan is running at ${url}  (API docs: ${url}/api/docs)`];
  if (config.workers > 1) lines.push(`${config.workers} server processes share port ${port} (WORKERS)`);
  if (config.nodeEnv !== 'production') {
    lines.push(
      `Demo member: 13800000000 / shuyuan123   Demo admin: admin / shuyuan123 (${url}/admin)`,
      ...(demoSeeded ? ['Demo content was created on this start.'] : []),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
