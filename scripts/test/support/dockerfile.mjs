// Reads the repository's Dockerfile into its stages, so the tests run what the image runs (decision 029).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../lib/paths.mjs';

/** Instructions with continuation lines joined, comments and blank lines dropped: `{ keyword, args }`. */
function instructions(text) {
  const joined = text.replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** `K=V K2=V2` (values without spaces or quotes, as ours are). */
function parseEnv(args) {
  return Object.fromEntries(args.split(/\s+/).map((pair) => pair.split(/=(.*)/s, 2)));
}

/** The JSON (exec) form of CMD or HEALTHCHECK … CMD, as an argv. */
function execForm(args) {
  const json = args.slice(args.indexOf('['));
  return JSON.parse(json);
}

/**
 * `{ args, stages: [{ from, name, run: string[], env, workdir, user, volumes, expose, cmd, healthcheck,
 * copyFrom }] }`; `args` are the global ARG defaults, substituted into FROM.
 */
export function readDockerfile(file = join(ROOT, 'Dockerfile')) {
  const args = {};
  const stages = [];
  for (const { keyword, args: rest } of instructions(readFileSync(file, 'utf8'))) {
    const stage = stages.at(-1);
    if (keyword === 'ARG' && !stage) {
      const [name, value] = rest.split(/=(.*)/s, 2);
      args[name] = value;
    } else if (keyword === 'FROM') {
      const [image, , name] = rest.replace(/\$\{(\w+)\}/g, (_, n) => args[n] ?? '').split(/\s+/);
      stages.push({ from: image, name, run: [], env: {}, volumes: [], expose: [], copyFrom: [] });
    } else if (keyword === 'RUN') stage.run.push(rest);
    else if (keyword === 'ENV') Object.assign(stage.env, parseEnv(rest));
    else if (keyword === 'WORKDIR') stage.workdir = rest;
    else if (keyword === 'USER') stage.user = rest;
    else if (keyword === 'VOLUME') stage.volumes.push(...JSON.parse(rest));
    else if (keyword === 'EXPOSE') stage.expose.push(...rest.split(/\s+/));
    else if (keyword === 'CMD') stage.cmd = execForm(rest);
    else if (keyword === 'HEALTHCHECK') stage.healthcheck = execForm(rest);
    else if (keyword === 'COPY' && rest.startsWith('--from=')) stage.copyFrom.push(rest);
  }
  return { args, stages };
}
