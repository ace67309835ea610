export * from './envelope';
export * from './endpoint';
export * from './system';
export * from './catalogue';
export * from './content';
import * as system from './system';
import * as catalogue from './catalogue';
import * as content from './content';
import type { Endpoint } from './endpoint';

function collect(mod: Record<string, unknown>): Endpoint[] {
  return Object.values(mod).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v,
  );
}

/** Every call of the wire contract, for route registration checks and /api/docs. */
export const endpoints: Endpoint[] = [...collect(system), ...collect(catalogue), ...collect(content)];
