#!/usr/bin/env node
// `npm run check:boundaries`: the import rules of the layout (docs/decisions/026-layout-and-boundaries.md),
// checked on every source file; npm test runs it. Prints each forbidden import with its rule and exits 1.
//
// Areas and what each may import (tests, `testing/` folders and e2e may import anything):
//   server  core ← config; providers ← core, config, providers; modules/<m> ← core, config, providers,
//           own module, other modules' public entries (#modules/<m>); seed and runtime ← the same plus seed.
//   web     lib ← lib; shared ← lib, shared; features/<f> ← lib, shared, own feature, other features' public
//           entries (#features/<f>); h5, admin ← lib, shared, own app, features' public entries; app ← all
//           public entries, lib, shared, admin and h5 entries.
//   contract ← contract and zod only.
// Also: no `../../../` (an alias is the way across areas), no cycle between modules or between features, no
// cycle between files (type-only imports aside), and each workspace's package.json `imports` (what Node, tsx,
// Vite and Vitest resolve) the same as the `paths` of tsconfig.base.json (what TypeScript resolves).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { ROOT } from './lib/paths.mjs';

const ROOTS = {
  server: join(ROOT, 'apps/server'),
  web: join(ROOT, 'apps/web'),
  contract: join(ROOT, 'packages/contract'),
};
const SOURCE = /\.(ts|tsx|mjs)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

/** The package.json `imports` of a workspace: `#x/*` → directory (with the `*` left in place). */
function aliasesOf(workspace) {
  const pkg = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8'));
  return Object.entries(pkg.imports ?? {}).map(([key, target]) => ({
    key,
    target: join(workspace, typeof target === 'string' ? target : (target.default ?? '')),
  }));
}

function resolveAlias(spec, aliases) {
  for (const { key, target } of aliases) {
    if (key.endsWith('*')) {
      const head = key.slice(0, -1);
      if (spec.startsWith(head)) return target.replace('*', spec.slice(head.length));
    } else if (spec === key) return target;
  }
  return null;
}

const isTest = (rel) => /(^|\/)(test|testing|test-support)\//.test(rel) || /\.test\.(ts|tsx)$/.test(rel);

/** Where a file lives: its side, its area (for the rules) and its unit (module or feature, for cycles). */
function placeOf(file) {
  for (const [side, base] of Object.entries(ROOTS)) {
    const rel = relative(base, file).split(sep).join('/');
    if (rel.startsWith('..')) continue;
    const parts = rel.split('/');
    if (side === 'contract') return { side, area: 'contract', unit: 'contract', rel, test: isTest(rel) };
    if (parts[0] !== 'src') return { side, area: parts[0], unit: parts[0], rel, test: true };
    const [, top, second] = parts;
    if (side === 'server') {
      if (top === 'modules')
        return { side, area: 'modules', unit: `modules/${second}`, rel, test: isTest(rel) };
      if (top === 'providers') return { side, area: 'providers', unit: 'providers', rel, test: isTest(rel) };
      const area = ['core', 'seed', 'runtime'].includes(top) ? top : top.replace(/\.ts$/, '');
      return { side, area, unit: area, rel, test: isTest(rel) };
    }
    if (top === 'features')
      return { side, area: 'features', unit: `features/${second}`, rel, test: isTest(rel) };
    return { side, area: top.replace(/\.tsx?$/, ''), unit: top, rel, test: isTest(rel) };
  }
  return null;
}

/** The public entry of a module or feature: `<unit>/index.ts`. */
const isEntry = (place) => /^src\/(modules|features)\/[^/]+\/index\.tsx?$/.test(place.rel);

const ALLOWED = {
  server: {
    core: ['core', 'config'],
    config: ['config'],
    providers: ['core', 'config', 'providers'],
    modules: ['core', 'config', 'providers', 'modules'],
    seed: ['core', 'config', 'providers', 'modules', 'seed'],
    runtime: ['core', 'config', 'providers', 'modules', 'seed', 'runtime', 'app'],
  },
  web: {
    lib: ['lib'],
    shared: ['lib', 'shared'],
    features: ['lib', 'shared', 'features'],
    h5: ['lib', 'shared', 'features', 'h5'],
    admin: ['lib', 'shared', 'features', 'admin'],
  },
};

function check(from, to, spec) {
  if (from.test) return null;
  if (from.side === 'contract')
    return to.side === 'contract' ? null : 'the contract imports only itself and zod';
  if (to.side !== from.side && to.side !== 'contract')
    return `${from.side} code does not import ${to.side} code`;
  if (to.side === 'contract') return null;
  const allowed = ALLOWED[from.side]?.[from.area];
  if (allowed && !allowed.includes(to.area)) return `${from.area} may import only ${allowed.join(', ')}`;
  const crossing = (to.area === 'modules' || to.area === 'features') && to.unit !== from.unit;
  if (crossing && !isEntry(to))
    return `another ${to.area === 'modules' ? 'module' : 'feature'} only through its public entry (#${to.unit})`;
  if (/^(\.\.\/){3}/.test(spec)) return 'three levels up: use an alias (#core/…, #lib/…, #modules/…)';
  return null;
}

/** The file an extensionless import means (x.ts, x.tsx, x/index.ts), or null. */
function existing(target) {
  for (const candidate of [
    `${target}.ts`,
    `${target}.tsx`,
    join(target, 'index.ts'),
    join(target, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function findCycles(graph) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * Where package `imports` and tsconfig `paths` disagree: an alias one side lacks, or one alias with two targets.
 * Either way tsc would check a file other than the one that runs (or fail on an alias that runs fine).
 */
function aliasMismatches() {
  const tsconfig = 'tsconfig.base.json';
  const paths = JSON.parse(readFileSync(join(ROOT, tsconfig), 'utf8')).compilerOptions?.paths ?? {};
  const asPath = (target) => `./${posix.normalize(target)}`;
  const out = [];
  const owner = new Map();
  for (const side of ['server', 'web']) {
    const pkgFile = relative(ROOT, join(ROOTS[side], 'package.json')).split(sep).join('/');
    for (const { key, target } of aliasesOf(ROOTS[side])) {
      const expected = asPath(relative(ROOT, target).split(sep).join('/'));
      const listed = paths[key];
      if (owner.has(key)) out.push(`${pkgFile}: imports '${key}', which ${owner.get(key)} imports too`);
      owner.set(key, pkgFile);
      if (!listed) out.push(`${tsconfig}: paths lacks '${key}' (${pkgFile} imports it as ${expected})`);
      else if (listed.length !== 1 || asPath(listed[0]) !== expected)
        out.push(
          `${tsconfig}: paths '${key}' is ${JSON.stringify(listed)}, ${pkgFile} imports it as ${expected}`,
        );
    }
  }
  for (const key of Object.keys(paths))
    if (!owner.has(key)) out.push(`${tsconfig}: paths '${key}' is in no workspace's package.json imports`);
  return out;
}

const problems = aliasMismatches();
const graph = new Map();
/** File → files it imports (non-test code): no file may come back to itself through its imports. */
const fileGraph = new Map();
let files = 0;
for (const [side, base] of Object.entries(ROOTS)) {
  const aliases = side === 'contract' ? [] : aliasesOf(base);
  for (const file of walk(base)) {
    const from = placeOf(file);
    if (!from) continue;
    files++;
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      let target = null;
      if (spec.startsWith('.')) target = resolve(dirname(file), spec);
      else if (spec.startsWith('#')) target = resolveAlias(spec, aliases);
      else if (spec.startsWith('@shuyuan/contract')) target = join(ROOTS.contract, 'src', 'index.ts');
      if (!target) continue;
      const to = placeOf(target.match(SOURCE) ? target : `${target}.ts`);
      if (!to) continue;
      const why = check(from, to, spec);
      if (why) problems.push(`${relative(ROOT, file)}: '${spec}': ${why}`);
      if (!from.test && !to.test && !/^\s*import\s+type\b/.test(m[0].trimStart())) {
        const resolved = target.match(SOURCE) ? target : existing(target);
        if (resolved) {
          if (!fileGraph.has(file)) fileGraph.set(file, new Set());
          fileGraph.get(file).add(resolved);
        }
      }
      if (
        !from.test &&
        from.unit !== to.unit &&
        /^(modules|features)\//.test(from.unit) &&
        /^(modules|features)\//.test(to.unit)
      ) {
        if (!graph.has(from.unit)) graph.set(from.unit, new Set());
        graph.get(from.unit).add(to.unit);
      }
    }
  }
}
for (const cycle of findCycles(graph)) problems.push(`cycle: ${cycle.join(' → ')}`);
for (const cycle of findCycles(fileGraph))
  problems.push(`file cycle: ${cycle.map((f) => relative(ROOT, f)).join(' → ')}`);

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\ncheck:boundaries: ${problems.length} problem(s) in ${files} files`);
  // exitCode, not exit(): a pipe gets the whole list before the process ends.
  process.exitCode = 1;
} else {
  console.log(`check:boundaries: ${files} files, every import within the layout's rules, no cycle`);
}
