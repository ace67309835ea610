import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';

const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../../packages/contract/src');

const isEndpoint = (v: object): v is { id: string; method: string; path: string } =>
  'method' in v && 'path' in v && 'response' in v;

/** The module value as plain data, or undefined when it cannot be (a zod schema, a function…). */
function toPlain(value: unknown): unknown {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (typeof value !== 'object') return undefined;
  if ('_zod' in value) return undefined;
  if (isEndpoint(value)) {
    // No `summary`: it documents the endpoint (/api/docs) and nothing in the browser reads it (issue 21).
    const { id, method, path: p, area, auth } = value as Record<string, unknown>;
    return { id, method, path: p, area, auth };
  }
  if (Array.isArray(value)) {
    const items = value.map(toPlain);
    return items.includes(undefined) ? undefined : items;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const plain = toPlain(v);
    if (plain === undefined) return undefined;
    out[k] = plain;
  }
  return out;
}

/**
 * Decision 006 (first-load budget): in the browser bundle each contract module is replaced by its plain
 * data — endpoint descriptors (id, method, path, area, auth) and constants — so zod (about 25 kB
 * gzip) never ships to the browser. Types still come from the real files through TypeScript. Importing a
 * zod schema at run time from the web fails the build with a missing-export error, on purpose; the web
 * unit tests (vitest) run against the real contract. A contract module that imports nothing (plain code
 * such as user-agent.ts, shared by the web and the server) ships as it is.
 */
export function contractEndpoints(): Plugin {
  return {
    name: 'shuyuan:contract-endpoints',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0];
      if (!file.startsWith(CONTRACT_SRC + path.sep) || !file.endsWith('.ts')) return null;
      this.addWatchFile(file);
      if (!/^\s*import\b/m.test(readFileSync(file, 'utf8'))) return null;
      const { module } = await runnerImport<Record<string, unknown>>(file);
      const lines = [
        `// Generated from ${path.relative(CONTRACT_SRC, file)} by vite-plugins/contract-endpoints.ts`,
      ];
      for (const [name, value] of Object.entries(module)) {
        const plain = toPlain(value);
        if (plain !== undefined) lines.push(`export const ${name} = ${JSON.stringify(plain)};`);
      }
      return lines.join('\n');
    },
  };
}
