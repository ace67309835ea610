import type { Endpoint } from '@shuyuan/contract';
import type { Deps } from '../deps';

/**
 * Keeps answers honest to the contract (and so to /api/docs). Under test a mismatch fails the request
 * (code 500) and prints the difference; in development it is logged; production skips the check.
 */
export function checkResponse(deps: Deps<'config' | 'log'>, endpoint: Endpoint, data: unknown): void {
  const mode = deps.config.nodeEnv;
  if (mode === 'production') return;
  const result = endpoint.response.safeParse(data);
  if (result.success) return;
  const detail = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
    .join('; ');
  const message = `answer of ${endpoint.id} does not match the contract: ${detail}`;
  if (mode === 'test') {
    // Tests usually run without a logger; stderr makes the cause visible next to the failing assertion.
    process.stderr.write(`[contract] ${message}\n`);
    throw new Error(message);
  }
  deps.log.warn(
    { endpoint: endpoint.id, issues: result.error.issues.slice(0, 5) },
    'answer does not match the contract',
  );
}
