import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { ffmpegWarning, startupWarnings } from '#runtime/startup-warnings';
import { useProcessScope } from '../helpers/process-scope';

/** Issue 18, point 7: production start-up says when the address settings leave a door open. */
const processes = useProcessScope('shuyuan-warnings-');

const PUBLIC_URL_UNSET = /^PUBLIC_URL is unset/;
const TRUST_ALL_INTERFACES = /^TRUST_PROXY=(true|\d+) with HOST=(0\.0\.0\.0|::)/;

describe('startupWarnings', () => {
  const warningsFor = (env: Record<string, string>) =>
    startupWarnings(loadConfig({ DATA_DIR: processes.dataDir(), NODE_ENV: 'production', ...env }));

  it('names an unset PUBLIC_URL, and TRUST_PROXY=true on every interface, once each', () => {
    const lines = warningsFor({ TRUST_PROXY: 'true', HOST: '0.0.0.0' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(PUBLIC_URL_UNSET);
    expect(lines[1]).toMatch(TRUST_ALL_INTERFACES);
    // A hop count cannot tell a proxy from a client either.
    expect(warningsFor({ TRUST_PROXY: '1', HOST: '::', PUBLIC_URL: 'https://edu.example.com' })).toEqual([
      expect.stringMatching(TRUST_ALL_INTERFACES),
    ]);
  });

  it('is quiet for the setup the README recommends, and outside production', () => {
    const recommended = { PUBLIC_URL: 'https://edu.example.com', HOST: '127.0.0.1' };
    expect(warningsFor({ ...recommended, TRUST_PROXY: 'true' })).toEqual([]);
    expect(warningsFor({ ...recommended, TRUST_PROXY: '127.0.0.1', HOST: '0.0.0.0' })).toEqual([]);
    expect(startupWarnings(loadConfig({ DATA_DIR: processes.dataDir(), TRUST_PROXY: 'true' }))).toEqual([]);
  });

  it('names an ffmpeg that does not run (previews fall back to the byte cap), in production only', () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: processes.dataDir(), ...env });
    const missing = { FFMPEG_PATH: '/nonexistent/ffmpeg' };
    expect(ffmpegWarning(config({ NODE_ENV: 'production', ...missing }))).toMatch(
      /^FFMPEG_PATH=\/nonexistent\/ffmpeg does not run/,
    );
    expect(ffmpegWarning(config({ NODE_ENV: 'production' }))).toBeNull();
    expect(ffmpegWarning(config(missing))).toBeNull();
  });

  it('logs them as warnings when a production server starts', async () => {
    const server = await processes.start({
      DATA_DIR: processes.dataDir(),
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    // Stopped once it answers: a SIGTERM sent the moment the banner appears can beat the signal handlers.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    const warnings = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg);
    expect(warnings.filter((msg) => PUBLIC_URL_UNSET.test(msg))).toHaveLength(1);
    expect(warnings.filter((msg) => TRUST_ALL_INTERFACES.test(msg))).toHaveLength(1);
  });
});
