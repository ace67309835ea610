/**
 * Every Content-Security-Policy the server sends, by kind of answer (docs/decisions/020-security-headers.md).
 * Routes that render their own HTML pick one of these; security-headers.ts gives every other answer the
 * web-app policy (HTML) or the API policy (anything else), and derives X-Frame-Options from the policy sent.
 */

/** JSON, scripts, styles, images, media: nothing in such an answer may run, load or be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Small server-rendered pages (social-login steps, simulators, the cashier, certificates): one inline
 * <style>, no script at all, never framed.
 */
export const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'";

/**
 * The cashier's WeChat JSAPI page: PAGE_POLICY plus this origin's one script, which hands the server's signed
 * parameters (inert JSON in the page) to WeixinJSBridge.
 */
export const CASHIER_SCRIPT_POLICY = `${PAGE_POLICY}; script-src 'self'`;

/**
 * The agreement and about pages: administrator-written HTML with images from anywhere (sanitised, no
 * script), which the web app may show in a frame of its own.
 */
export const CONTENT_PAGE_POLICY =
  "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; form-action 'none'; " +
  "frame-ancestors 'self'; base-uri 'none'";

/** Uploaded files under /storage: inert even when someone uploads HTML or an SVG with script in it. */
export const UPLOAD_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

/** The /api/docs viewer (Swagger UI): its own scripts and styles, inline style attributes, data: icons. */
export const DOCS_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/**
 * The web app's policy. Scripts only from this origin (index.html loads /site-config.js and the built
 * modules; nothing inline). Styles allow 'unsafe-inline' because antd's CSS-in-JS inserts <style> tags at
 * run time and rich text keeps style attributes. Images come from anywhere an administrator pasted
 * (covers, article images); media and the player's requests from https origins (outside video URLs,
 * pre-signed S3 addresses) and from `extraOrigins` (an S3 endpoint or PUBLIC_URL on plain http); hls.js
 * runs its transmuxer in a blob: worker and plays through blob: MediaSource URLs. `scriptOrigins` are the
 * analytics providers an administrator turned on (none by default).
 */
export function webAppPolicy(
  extraOrigins: readonly string[] = [],
  scriptOrigins: readonly string[] = [],
): string {
  const extra = extraOrigins.length ? ` ${extraOrigins.join(' ')}` : '';
  const scripts = scriptOrigins.length ? ` ${scriptOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    `media-src 'self' blob: data: https:${extra}`,
    `connect-src 'self' https:${extra}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** X-Frame-Options saying what the policy's frame-ancestors says, for browsers that only read the former. */
export function frameOptionsFor(policy: string): 'DENY' | 'SAMEORIGIN' {
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]*)/i.exec(policy)?.[1]?.trim() ?? "'none'";
  return ancestors === "'self'" ? 'SAMEORIGIN' : 'DENY';
}

/**
 * An origin as a policy may name it. URL parsing alone is not enough: it accepts hosts such as `a;b`,
 * and a `;` from a setting would start a directive of its own.
 */
const SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The origin of an http(s) URL, or null for anything else (a bad setting adds nothing to a policy). */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return SAFE_ORIGIN.test(origin) ? origin : null;
  } catch {
    return null;
  }
}
