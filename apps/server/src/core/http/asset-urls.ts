/**
 * Absolute asset addresses in API answers (issue 20): a client on another origin (a storefront on its own
 * host, an app) shows covers, avatars and uploads only when their addresses name this site. Services keep
 * writing the stored, site-relative paths (`/storage/…`, the default avatar); the answer is rewritten here,
 * once, on its JSON text by register-endpoint.ts, for fresh answers and cached bytes alike. So a cached
 * answer stays valid for every origin it is asked through, and no serializer has to remember.
 *
 * What is rewritten: the value of an asset field (below) that is a site path, and the `src` of an image in
 * rich text (article bodies, descriptions) that points into /storage/. Links (`url`), absolute addresses,
 * data: URLs and '' are left as they are.
 */

/** Every field of the member API's answers that holds a picture's address (see the contract). */
export const ASSET_FIELDS = [
  'thumb',
  'goods_thumb',
  'avatar',
  'cover',
  'logo',
  'white_logo',
  'image',
  // decorationPage's slides, grid-nav icons and image groups (MeEdu's `{src, href}`).
  'src',
] as const;

/**
 * The picture shown for a member without an avatar (served by the web app, apps/web/public); answers
 * carry it (made absolute like any asset) wherever a member appears: the member detail, comments, replies.
 */
export const DEFAULT_AVATAR_PATH = '/images/default_avatar.svg';

// JSON.stringify writes no spaces, so a key is always right after `{` or `,`; inside a string value the
// same characters would be escaped (`\"`). A site path starts with one `/` (`//host` is protocol-relative).
const ASSET_VALUE = new RegExp(
  `[{,]"(?:${ASSET_FIELDS.join('|')})":"(?=/(?!/))|\\bsrc=\\\\"(?=/storage/)`,
  'g',
);

/**
 * The JSON text cut where the site's base URL goes: `parts.join(base)` is the answer with absolute
 * addresses. One part when there is nothing to rewrite.
 */
export function splitAtAssetPaths(json: string): string[] {
  const parts: string[] = [];
  let last = 0;
  for (const match of json.matchAll(ASSET_VALUE)) {
    const at = match.index + match[0].length;
    parts.push(json.slice(last, at));
    last = at;
  }
  parts.push(json.slice(last));
  return parts;
}
