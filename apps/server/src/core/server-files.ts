import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * The files the server reads by path at run time, found in one place (decision 029). In the repository this
 * module is apps/server/src/core/server-files.ts: the server's folder is two levels up and the web app is built
 * into apps/web/dist. A release (`npm run release`) bundles it into server/*.mjs, with package.json, assets/
 * and web/ beside server/ in the release folder.
 */
const fromSource = import.meta.url.endsWith('.ts');
const home = new URL(fromSource ? '../../' : '../', import.meta.url);

/** Committed media read at run time: captcha clips (captcha-audio/) and the demo site's media (demo/). */
export const ASSETS_DIR = fileURLToPath(new URL('assets/', home));

/** The built web app served when WEB_DIST_DIR is unset. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL(fromSource ? '../web/dist/' : 'web/', home));

/** The server's version (its package.json; the release's carries the same). */
export const SERVER_VERSION: string = JSON.parse(readFileSync(new URL('package.json', home), 'utf8')).version;
