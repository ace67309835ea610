// Starts a built release folder the way a container or a person would, and checks what a visitor sees.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';

/** `node` in a command (the Dockerfile's CMD, the release's npm scripts) is the Node running the tests. */
export const nodeArgv = (argv) => (argv[0] === 'node' ? [process.execPath, ...argv.slice(1)] : argv);

/** npm as the calling `npm run` runs it (its own CLI on this Node), or the first npm on PATH. */
export function npmArgv(args) {
  return process.env.npm_execpath ? [process.execPath, process.env.npm_execpath, ...args] : ['npm', ...args];
}

/** The environment of a started release: PATH and what the test sets, nothing from the repository's shell. */
export function releaseEnv(extra) {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...extra };
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns `argv` in `cwd` and waits until GET /healthz answers 200 (or the process exits, which fails).
 * `stop()` sends SIGTERM and resolves with the exit code: to the process, as a container engine or systemd
 * does, or with `group` to its whole process group, as a terminal's Ctrl+C does (npm runs a script through a
 * shell that does not pass signals on).
 */
export async function startRelease(argv, { cwd, env, port, host = '127.0.0.1', group = false }) {
  const [command, ...args] = argv;
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: group });
  const signal = (name) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (group) process.kill(-child.pid, name);
    else child.kill(name);
  };
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${argv.join(' ')} exited before /healthz answered:\n${output.slice(-3000)}`);
    }
    const status = await fetch(`${url}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      signal('SIGKILL');
      throw new Error(`${argv.join(' ')}: no /healthz after 120 s:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => output,
    /** Resolves once `test(output)` holds (a state the server logs, e.g. every worker listening); fails if it exits first. */
    waitForOutput: async (test, what) => {
      const until = Date.now() + 120_000;
      while (!test(output)) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`exited before ${what}:\n${output.slice(-3000)}`);
        if (Date.now() > until) throw new Error(`no ${what} after 120 s:\n${output.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: async () => {
      signal('SIGTERM');
      const code = await exited;
      // The group outlives its leader (npm) while the server finishes its graceful stop.
      while (group && groupAlive(child.pid)) await new Promise((r) => setTimeout(r, 50));
      return code;
    },
  };
}

async function getEnvelope(url, init) {
  const answer = await fetch(url, init);
  assert.ok(answer.status < 500, `${url}: HTTP ${answer.status}`);
  return answer.json();
}

const postJson = (url, body) =>
  getEnvelope(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The health check, the home page and one of its scripts, the site configuration and its logo, a captcha. */
export async function checkSite(url) {
  const health = await (await fetch(`${url}/healthz`)).json();
  assert.deepEqual(health, { status: 'ok', db: true, store: true });

  const home = await fetch(`${url}/`);
  assert.equal(home.status, 200);
  assert.match(home.headers.get('content-type') ?? '', /^text\/html/);
  const html = await home.text();
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  assert.ok(script, `no module script in the home page:\n${html.slice(0, 500)}`);
  const code = await fetch(new URL(script, url));
  assert.equal(code.status, 200, `${script}`);
  assert.match(code.headers.get('content-type') ?? '', /javascript/);

  const config = await getEnvelope(`${url}/api/v2/other/config`);
  assert.equal(config.code, 0, config.message);
  assert.equal(typeof config.data.name, 'string');

  // The audio captcha reads its clips from assets/captcha-audio at run time.
  const captcha = await getEnvelope(`${url}/api/v2/captcha/image`);
  assert.equal(captcha.code, 0, captcha.message);
  const audio = await getEnvelope(
    `${url}/api/v2/captcha/audio?key=${encodeURIComponent(captcha.data.key)}&lang=cn`,
  );
  assert.equal(audio.code, 0, audio.message);
  assert.match(audio.data.audio, /^data:audio\/wav;base64,/);
  return config.data;
}

/** The first page of courses. */
export async function listCourses(url) {
  const page = await getEnvelope(`${url}/api/v2/courses?page=1&size=16`);
  assert.equal(page.code, 0, page.message);
  assert.ok(Array.isArray(page.data.data));
  return page.data;
}

/** The password login; the member's own page with the token when it succeeds. */
export async function loginMember(url, mobile, password) {
  const login = await postJson(`${url}/api/v2/login/password`, { mobile, password });
  if (login.code !== 0) return { login };
  const detail = await getEnvelope(`${url}/api/v2/member/detail`, {
    headers: { authorization: `Bearer ${login.data.token}` },
  });
  return { login, detail };
}
