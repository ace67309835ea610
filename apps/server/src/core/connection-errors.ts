/**
 * What an operator reads when the database or Redis named in the configuration cannot be used at start-up:
 * the place and the reason in a few words (`cannot connect to 127.0.0.1:5432 (connection refused)`), never
 * the URL itself, which may hold a password.
 */

export interface ServiceAddress {
  host: string;
  port: number;
}

/** host:port of a service URL, with the driver's defaults for what the URL leaves out. */
export function addressOf(url: string, defaultPort: number): ServiceAddress {
  const parsed = new URL(url);
  // `new URL` keeps IPv6 brackets and the driver reads a host from `?host=` too; both are only for the message.
  const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
  return { host, port: Number(parsed.port) || defaultPort };
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'timed out',
  EPIPE: 'connection closed',
};

/** The network error's code, also when Node tried several addresses (AggregateError of `localhost`). */
function networkCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; errors?: unknown[] };
  if (typeof e?.code === 'string') return e.code;
  return Array.isArray(e?.errors) ? networkCode(e.errors[0]) : undefined;
}

/**
 * A connection failure in words: the network ones by their code, anything else by the driver's message (the
 * server's own words, such as `database "shop" does not exist`), followed by where.
 */
export function describeConnectionError(error: unknown, address: ServiceAddress): string {
  const where = `${address.host}:${address.port}`;
  const code = networkCode(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `cannot resolve the host name ${address.host}`;
  if (code && NETWORK_REASONS[code]) return `cannot connect to ${where} (${NETWORK_REASONS[code]})`;
  const message = error instanceof Error ? error.message : String(error);
  return `${message.replace(/\s+/g, ' ').trim() || 'unknown error'} (${where})`;
}
