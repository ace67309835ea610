#!/usr/bin/env node
// Start-up time and idle memory of ways to run the server (decision 029). Each variant is
// `label|directory|command and arguments` (split on spaces); the runs take turns, so a busy machine slows every
// variant alike. A run starts the command with PORT, HOST and DATA_DIR set, times it from spawn until /healthz
// answers 200 and the CPU time it used until then, waits `--idle` seconds, reads the resident memory of the
// process and its children, and stops it.
//
//   node scripts/measure-start.mjs --runs 12 --data /tmp/seeded \
//     "tsx|.|node --import tsx apps/server/src/main.ts" "release|release/shuyuan-0.1.0|node server.mjs"
//
// `--data` should be a data directory that is already migrated and seeded (`DATA_DIR=/tmp/seeded npm run seed`),
// so a run measures a start, not a first install. `--env NAME=VALUE` (repeatable) adds to every run's environment
// (default NODE_ENV=production). Prints a table; `--json` prints the samples as JSON too.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { printTable } from './lib/script-support.mjs';
import { findFreePort } from './lib/server-process.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '10' },
    idle: { type: 'string', default: '5' },
    data: { type: 'string' },
    env: { type: 'string', multiple: true, default: [] },
    json: { type: 'boolean', default: false },
  },
});
if (!values.data || positionals.length === 0) {
  console.error(
    'usage: measure-start.mjs --data DIR [--runs N] [--idle S] [--env K=V] "label|dir|command" ...',
  );
  process.exit(2);
}
const runs = Number(values.runs);
const idleMs = Number(values.idle) * 1000;
const extraEnv = Object.fromEntries(
  ['NODE_ENV=production', ...values.env].map((kv) => kv.split(/=(.*)/s, 2)),
);
const variants = positionals.map((spec) => {
  const [label, dir, command] = spec.split('|');
  const [file, ...args] = command.trim().split(/\s+/);
  return { label, cwd: resolve(dir), file, args, startMs: [], cpuMs: [], rssMiB: [] };
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The pids of a process and all its descendants, from /proc. */
function processTree(rootPid) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/** Resident memory (MiB) of a process and all its descendants. */
function treeRssMiB(rootPid) {
  let kib = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) kib += Number(match[1]);
    } catch {
      // gone meanwhile
    }
  }
  return kib / 1024;
}

/**
 * CPU time (user + system, ms) a process and its live descendants have used, plus what their waited-for
 * children used. Unlike the wall-clock time it hardly changes when other work shares the cores.
 */
function treeCpuMs(rootPid) {
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime are fields 14-17 of stat, 12-15 after the command name.
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {
      // gone meanwhile
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

async function measureOnce(variant) {
  const port = await findFreePort();
  const env = { ...process.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: values.data };
  let output = '';
  const started = performance.now();
  const child = spawn(variant.file, variant.args, {
    cwd: variant.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`exited:\n${output.slice(-2000)}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000)
        throw new Error(`no /healthz in 120 s:\n${output.slice(-2000)}`);
      await sleep(5);
    }
    variant.startMs.push(performance.now() - started);
    variant.cpuMs.push(treeCpuMs(child.pid));
    await sleep(idleMs);
    variant.rssMiB.push(treeRssMiB(child.pid));
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

for (let i = 0; i < runs; i++) {
  for (const variant of variants) await measureOnce(variant);
  process.stderr.write(`run ${i + 1}/${runs} done\n`);
}

printTable(
  [
    'variant',
    'start median ms',
    'min',
    'max',
    'CPU to start median ms',
    `RSS after ${values.idle} s, median MiB`,
    'min',
    'max',
  ],
  variants.map((v) => [
    v.label,
    median(v.startMs).toFixed(0),
    Math.min(...v.startMs).toFixed(0),
    Math.max(...v.startMs).toFixed(0),
    median(v.cpuMs).toFixed(0),
    median(v.rssMiB).toFixed(1),
    Math.min(...v.rssMiB).toFixed(1),
    Math.max(...v.rssMiB).toFixed(1),
  ]),
);
if (values.json) {
  console.log(
    JSON.stringify(variants.map(({ label, startMs, cpuMs, rssMiB }) => ({ label, startMs, cpuMs, rssMiB }))),
  );
}
