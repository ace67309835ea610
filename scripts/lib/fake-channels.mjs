// The fake Alipay and WeChat Pay of the tests, in their own process, for `npm run loadtest`: the production
// server refuses the sandbox, so virtual members pay at a fake Alipay that checks the site's signatures and
// sends signed notifications, as the real one does.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { tailFile } from './server-process.mjs';

const CLI = join(ROOT, 'apps/server/src/providers/payment/testing/fake-channels-cli.ts');

/** Starts the fakes; resolves with their settings (`alipay.settings`, `wechat.settings`) and `stop()`. */
export function startFakeChannels(logFile) {
  const err = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', err],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        try {
          resolve({ ...JSON.parse(line), stop });
        } catch (error) {
          reject(new Error(`the fake channels printed no settings: ${error.message}`));
        }
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`the fake channels exited (${code}):\n${tailFile(logFile)}`)),
    );
  });
}
