import { readFile } from 'node:fs/promises';
import { ApiMessage, LearningMessage } from '@shuyuan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMemberLoginLive, readMemberToken } from '#core/auth/member-token';
import type { Deps } from '#core/deps';
import { httpStatusOf, mapError } from '#core/http/error-handler';
import { readMediaStores } from '#core/storage/media-storage';
import { readText as readObjectText } from '#core/storage/object-store';
import type { S3Store } from '#core/storage/s3-store';
import { readAccessEpoch } from '#modules/catalogue';
import { sendCaption } from '../captions';
import { sendPoster } from '../poster';
import { isMasterPlaylist, rewriteMasterPlaylist, rewritePlaylist } from './hls-playlist';
import { locateMedia, locateRelative, type MediaLocation } from './locate';
import { createMediaAccessCheck } from './media-access';
import { spendMediaBudget } from './media-budget';
import { MEDIA_ROUTE_PREFIX, type MintContext, mediaUrl, newKeyNonce } from './mint';
import { previewCut } from './preview-cut';
import { PRIVATE_MEDIA_HEADERS, sendLocalFile, sendS3Preview } from './send-bytes';
import { type MediaClaims, mediaKey, verifyMediaToken } from './token';

/*
 * GET|HEAD /api/v3/media/<token>/<name>: the only way protected media leave the server. Not a contract
 * endpoint: players need real HTTP statuses (403 expired, not yours or no longer yours, 404 missing, 416 bad
 * range, 429 over the member's budget, 500), so every refusal under the prefix — an unknown path and a
 * failure included — is a short envelope with that status rather than HTTP 200. The route is not counted
 * in the API's per-IP budget: it has its own, per member (media-budget.ts).
 */

const MESSAGES = {
  invalid: '播放地址无效',
  expired: '播放地址已过期',
  keyUsed: '密钥已使用',
  missing: '资源不存在',
} as const;

const NO_CAP = { limit: 0, duration: 0 };

interface Source {
  url: string;
  hlsKey: string | null;
  at: number;
}

/** Rendition lookups are cached briefly per process: a segment or range request costs no query. */
const SOURCE_TTL_MS = 30_000;

async function findSource({ db }: Deps<'db'>, cache: Map<string, Source>, claims: MediaClaims) {
  const id = `${claims.v}:${claims.r}`;
  const hit = cache.get(id);
  if (hit && Date.now() - hit.at < SOURCE_TTL_MS) return hit;
  const row =
    claims.r === 0
      ? await db.selectFrom('videos').select(['url', 'id']).where('id', '=', claims.v).executeTakeFirst()
      : await db
          .selectFrom('video_renditions')
          .select(['url', 'hls_key'])
          .where('id', '=', claims.r)
          .where('video_id', '=', claims.v)
          .executeTakeFirst();
  if (!row) return null;
  const source = { url: row.url, hlsKey: 'hls_key' in row ? row.hls_key : null, at: Date.now() };
  if (cache.size > 5_000) cache.clear();
  cache.set(id, source);
  return source;
}

/** One name per place a location points at, to compare a master's variants with rendition rows. */
function locationKey(location: MediaLocation): string {
  if (location.kind === 'local') return `local:${location.file}`;
  return location.kind === 's3' ? `s3:${location.key}` : `url:${location.url}`;
}

/** The video's HLS renditions by the place their playlist lives (a master names them relative to itself). */
async function variantRenditions(
  { db, config }: Deps<'db' | 'config'>,
  videoId: number,
  master: MediaLocation,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('video_renditions')
    .select(['id', 'url'])
    .where('video_id', '=', videoId)
    .where('format', '=', 'm3u8')
    .execute();
  const variants = new Map<string, number>();
  for (const row of rows) {
    const location = locateMedia(config.dataDir, row.url);
    // Never the master itself (a variant naming its own master would loop).
    if (location && locationKey(location) !== locationKey(master))
      variants.set(locationKey(location), row.id);
  }
  return variants;
}

function fail(reply: FastifyReply, status: number, message: string) {
  const code = status === 404 || status === 429 || status >= 500 ? status : 1;
  return reply
    .code(status)
    .headers(PRIVATE_MEDIA_HEADERS)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ code, message, data: [] }));
}

/** A bearer token on the request must be the member the address was minted for. */
async function callerMismatch(deps: Deps<'config'>, request: FastifyRequest, claims: MediaClaims) {
  const header = request.headers.authorization;
  if (!header) return false;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const caller = bearer ? await readMemberToken(deps, bearer) : null;
  return !caller || caller.userId !== claims.u;
}

async function readText(location: MediaLocation, s3: S3Store | null): Promise<string | null> {
  if (location.kind === 'local') return readFile(location.file, 'utf8').catch(() => null);
  if (location.kind === 's3') return s3 ? readObjectText(s3, location.key) : null;
  const response = await fetch(location.url).catch(() => null);
  return response?.ok ? response.text() : null;
}

/**
 * Pre-signed addresses of a playlist's S3 segments (those a preview keeps): signing is asynchronous in the
 * SDK, the rewrite is not, so the segments are signed first and the rewrite looks them up.
 */
async function presignSegments(
  text: string,
  base: MediaLocation,
  s3: S3Store | null,
  limitSeconds: number,
  expiresSeconds: number,
): Promise<Map<string, string>> {
  const uris: string[] = [];
  rewritePlaylist(text, {
    limitSeconds,
    segmentUrl: (uri) => {
      uris.push(uri);
      return uri;
    },
    keyUrl: () => '',
  });
  const signed = new Map<string, string>();
  if (!s3) return signed;
  await Promise.all(
    uris.map(async (uri) => {
      const segment = locateRelative(base, uri);
      if (segment?.kind === 's3') signed.set(uri, await s3.presignGet(segment.key, expiresSeconds));
    }),
  );
  return signed;
}

/** Registers the route in a context of its own under the prefix, whose not-found and error answers it owns. */
export async function registerMediaRoute(app: FastifyInstance): Promise<void> {
  await app.register(mediaRoute, { prefix: MEDIA_ROUTE_PREFIX });
}

async function mediaRoute(app: FastifyInstance): Promise<void> {
  const key = mediaKey(app.config.jwtSecret);
  const sources = new Map<string, Source>();
  const mayPlay = createMediaAccessCheck(app);

  app.setNotFoundHandler((_request, reply) => fail(reply, 404, MESSAGES.missing));
  app.setErrorHandler((error, request, reply) => {
    const mapped = mapError(error as Error);
    if (mapped.serverFault) request.log.error({ err: error }, 'media request failed');
    return fail(reply, httpStatusOf(mapped.code), mapped.message);
  });

  app.route({
    method: ['GET', 'HEAD'],
    // A wildcard, not `:token/:name`: tokens can be longer than the router's parameter limit.
    url: '/*',
    // Video bytes do not compress, and compressing would break byte ranges.
    compress: false,
    config: { ownRateLimit: true },
    handler: async (request, reply) => {
      const token = (request.params as { '*': string })['*'].split('/')[0] ?? '';
      const check = verifyMediaToken(key, token);
      if (!check.ok)
        return fail(reply, 403, check.reason === 'expired' ? MESSAGES.expired : MESSAGES.invalid);
      const { claims } = check;
      // One round trip to the store (pipelined): the access epoch and the budget; the login (logout, lock,
      // deletion, password change, the single-device rule) from the per-process member cache.
      const [mismatch, live, epoch, retryAfter] = await Promise.all([
        callerMismatch(app, request, claims),
        isMemberLoginLive(app, { userId: claims.u, jti: claims.j }),
        readAccessEpoch(app, claims.u),
        spendMediaBudget(app, claims.u),
      ]);
      if (mismatch || !live) return fail(reply, 403, MESSAGES.invalid);
      if (retryAfter !== null) {
        reply.header('retry-after', String(retryAfter));
        return fail(reply, 429, ApiMessage.tooManyRequests);
      }
      // A refund since the play info (another epoch): access is decided again (cached per process).
      if (!(await mayPlay(claims, epoch))) return fail(reply, 403, LearningMessage.noPermission);
      // Before the rendition lookup: a caption token's `r` names a caption track, a poster's an upload.
      if (claims.t === 'caption') {
        if ((await sendCaption(app, request, reply, claims)) === 'missing')
          return fail(reply, 404, MESSAGES.missing);
        return reply;
      }
      if (claims.t === 'poster') {
        if ((await sendPoster(app, request, reply, claims)) === 'missing')
          return fail(reply, 404, MESSAGES.missing);
        return reply;
      }
      const source = await findSource(app, sources, claims);
      const base = source ? locateMedia(app.config.dataDir, source.url) : null;
      if (!source || !base) return fail(reply, 404, MESSAGES.missing);

      if (claims.t === 'key') {
        // One key per signed key address: a copied playlist cannot be replayed for the key.
        const ttl = Math.max(1_000, claims.e * 1000 - Date.now());
        if (!claims.n || !(await app.store.setIfAbsent(`media:key-used:${claims.n}`, '1', ttl))) {
          return fail(reply, 403, MESSAGES.keyUsed);
        }
        if (!source.hlsKey || !/^[0-9a-f]{32}$/i.test(source.hlsKey))
          return fail(reply, 404, MESSAGES.missing);
        return reply
          .headers(PRIVATE_MEDIA_HEADERS)
          .header('content-type', 'application/octet-stream')
          .send(Buffer.from(source.hlsKey, 'hex'));
      }

      const s3 = base.kind === 's3' ? (await readMediaStores(app)).s3 : null;
      if (claims.t === 'playlist') {
        const text = await readText(base, s3);
        if (text === null) return fail(reply, 404, MESSAGES.missing);
        const ctx: MintContext = {
          key,
          dataDir: app.config.dataDir,
          base: '',
          userId: claims.u,
          jti: claims.j,
          // The epoch access was just confirmed in: the segments need no new decision.
          epoch,
          video: { id: claims.v, duration: claims.d, url: '' },
          limit: claims.l,
          expiresAt: claims.e,
          s3,
        };
        if (isMasterPlaylist(text)) {
          // Each quality is a rendition row of the video: its own playlist address, with its own key.
          const variants = await variantRenditions(app, claims.v, base);
          const body = rewriteMasterPlaylist(text, (uri) => {
            const variant = locateRelative(base, uri);
            const id = variant ? variants.get(locationKey(variant)) : undefined;
            return id ? mediaUrl(ctx, { t: 'playlist', r: id, f: '' }, 'index.m3u8') : null;
          });
          if (body === null) return fail(reply, 404, MESSAGES.missing);
          return reply
            .headers(PRIVATE_MEDIA_HEADERS)
            .header('content-type', 'application/vnd.apple.mpegurl')
            .send(request.method === 'HEAD' ? undefined : body);
        }
        const signed = await presignSegments(
          text,
          base,
          s3,
          claims.l,
          claims.e - Math.floor(Date.now() / 1000),
        );
        const body = rewritePlaylist(text, {
          limitSeconds: claims.l,
          segmentUrl: (uri) => {
            const segment = locateRelative(base, uri);
            if (!segment) return null;
            if (segment.kind === 'external') return segment.url;
            if (segment.kind === 's3') return signed.get(uri) ?? null;
            return mediaUrl(ctx, { t: 'file', r: claims.r, f: uri.split(/[?#]/)[0] ?? '' }, uri);
          },
          keyUrl: () => mediaUrl(ctx, { t: 'key', r: claims.r, f: '', n: newKeyNonce() }, 'key'),
        });
        return reply
          .headers(PRIVATE_MEDIA_HEADERS)
          .header('content-type', 'application/vnd.apple.mpegurl')
          .send(request.method === 'HEAD' ? undefined : body);
      }

      const location = claims.f ? locateRelative(base, claims.f) : base;
      // A segment address caps nothing: only the segments inside a preview were ever signed.
      const cap = { limit: claims.f ? 0 : claims.l, duration: claims.d };
      let outcome: 'sent' | 'missing' = 'missing';
      // A trial of a whole MP4: its own cut of exactly the preview, which ends cleanly in a player.
      // An unknown duration (0) is cut too: the cut, unlike the byte cap, needs none.
      const trial = !claims.f && claims.l > 0 && (claims.d <= 0 || claims.l < claims.d) && location;
      const cut = trial ? await previewCut(app, location, s3, claims.l) : null;
      if (cut) outcome = await sendLocalFile(request, reply, { kind: 'local', root: cut, file: cut }, NO_CAP);
      else if (location?.kind === 'local') outcome = await sendLocalFile(request, reply, location, cap);
      else if (location?.kind === 's3' && s3)
        outcome = await sendS3Preview(request, reply, s3, location.key, cap);
      if (outcome === 'missing') return fail(reply, 404, MESSAGES.missing);
      return reply;
    },
  });
}
