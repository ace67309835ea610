// The server for a release (decision 029): its TypeScript and the contract's, bundled by esbuild into ES modules
// under <release>/server/. Every npm package stays outside the bundle (installed into the release's node_modules
// by `npm ci --omit=dev`), so native addons and packages that read their own files keep working unchanged.
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from '../paths.mjs';

const SERVER = join(ROOT, 'apps/server');
const WORKSPACE_SCOPE = '@shuyuan/';

/** What the release runs: the server, and the CLI a production site needs (its first administrator). */
export const SERVER_ENTRIES = {
  main: join(SERVER, 'src/main.ts'),
  'admin-create': join(SERVER, 'src/modules/admin/cli.ts'),
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The npm packages the server and the contract declare (workspace packages are bundled, not installed). */
function declaredPackages() {
  const names = new Set();
  for (const dir of [SERVER, join(ROOT, 'packages/contract')]) {
    for (const name of Object.keys(readJson(join(dir, 'package.json')).dependencies ?? {})) {
      if (!name.startsWith(WORKSPACE_SCOPE)) names.add(name);
    }
  }
  return names;
}

/**
 * Marks each declared package external and refuses an import of one the server does not declare (it would be
 * bundled silently, or be missing from the release).
 */
function externalPackages(declared) {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./#]/ }, (args) => {
        if (isBuiltin(args.path) || args.path.startsWith(WORKSPACE_SCOPE)) return undefined;
        const name = packageNameOf(args.path);
        if (declared.has(name)) return { path: args.path, external: true };
        return {
          errors: [{ text: `"${name}" is imported but not in the dependencies of apps/server/package.json` }],
        };
      });
    },
  };
}

/** The version of a package as Node resolves it from the server's folder. */
export function installedVersion(name) {
  for (const base of [SERVER, ROOT]) {
    const file = join(base, 'node_modules', name, 'package.json');
    if (existsSync(file)) return readJson(file).version;
  }
  throw new Error(`${name} is not installed (run npm ci)`);
}

/**
 * Bundles the entries into `outDir` (one file per entry plus shared chunks, beside each other: the code finds
 * the release's package.json, assets/ and web/ one level up, see core/server-files.ts). Returns the npm packages
 * the bundle imports, with the versions installed here: the release's dependencies.
 */
export async function bundleServer(outDir) {
  const declared = declaredPackages();
  const result = await build({
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    // Maps for `NODE_OPTIONS=--enable-source-maps` (off by default: a tenth more start-up), without the sources.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages(declared)],
  });
  const imported = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (external && !isBuiltin(path)) imported.add(packageNameOf(path));
    }
  }
  return Object.fromEntries([...imported].sort().map((name) => [name, installedVersion(name)]));
}
