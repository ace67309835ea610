import { LearningMessage, type TPlayInfo } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { AuthUser } from '#core/auth/resolve-user';
import { readConfigValues } from '#core/config-values';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { readMediaStores } from '#core/storage/media-storage';
import { findCaptions, mintCaptionUrls } from './captions';
import { mintPlayUrls } from './media/mint';
import { mediaKey } from './media/token';
import { openSession } from './play-session';
import { findRenditions } from './playable';
import { findPoster, mintPosterUrl } from './poster';
import { startAllowance } from './watch-allowance';

/*
 * GET /api/v2/video/{id}/playinfo. Access is decided again on every call (security.md), and the answer
 * is per member: the URLs are signed for this member and login and expire; nothing here may be cached by
 * a proxy (the route sends no-store). The URLs live long enough to watch the video through once.
 */

const MIN_TTL_S = 30 * 60;
const MAX_TTL_S = 6 * 3600;

export function urlLifetimeSeconds(duration: number): number {
  return Math.min(MAX_TTL_S, Math.max(MIN_TTL_S, 600 + 2 * duration));
}

const WATERMARK_KEYS = ['player.enabled_bullet_secret', 'player.bullet_secret', 'player.cover'];

async function watermark(db: Kysely<Database>, userId: number) {
  const [values, user] = await Promise.all([
    readConfigValues(db, WATERMARK_KEYS),
    db.selectFrom('users').select(['id', 'mobile']).where('id', '=', userId).executeTakeFirst(),
  ]);
  const bullet = values.obj('player.bullet_secret');
  const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: MeEdu's placeholder
  const template = typeof bullet.text === 'string' ? bullet.text : '${mobile}';
  // Masked here, not in the browser: the full number never leaves the server in a watermark.
  const raw = user?.mobile ?? '';
  const mobile = raw.length >= 7 ? `${raw.slice(0, 3)}****${raw.slice(-4)}` : raw;
  return {
    cover: values.str('player.cover'),
    watermark: {
      enabled: values.flag('player.enabled_bullet_secret'),
      size: num(bullet.size, 14),
      color: typeof bullet.color === 'string' ? bullet.color : 'red',
      opacity: num(bullet.opacity, 1),
      // MeEdu's placeholders ${mobile}, ${user.mobile}, ${user.id}, filled in for this member.
      text: template.replace(/\$\{(user\.mobile|mobile|user\.id)\}/g, (_whole, name: string) =>
        name === 'user.id' ? String(userId) : mobile,
      ),
    },
  };
}

export async function buildPlayInfo(
  deps: Deps<'db' | 'store' | 'config'>,
  user: AuthUser,
  videoId: number,
  base: string,
  now = Date.now(),
): Promise<TPlayInfo> {
  const { video, access, session } = await openSession(deps, user.id, videoId, now);
  // The member's watch allowance starts now: the first ping can cover only time really played.
  await startAllowance(deps, user.id, now);
  const expiresAt = Math.floor(now / 1000) + urlLifetimeSeconds(video.duration);
  const limit = access.mode === 'preview' ? access.seconds : 0;
  const [renditions, captions, poster, s3, extras] = await Promise.all([
    findRenditions(deps.db, video.id),
    findCaptions(deps.db, video.id),
    findPoster(deps.db, video.id),
    readMediaStores(deps).then((stores) => stores.s3),
    watermark(deps.db, user.id),
  ]);
  const mint = {
    key: mediaKey(deps.config.jwtSecret),
    dataDir: deps.config.dataDir,
    base,
    userId: user.id,
    jti: user.token.jti,
    epoch: session.accessEpoch,
    video,
    limit,
    expiresAt,
    s3,
  };
  const urls = await mintPlayUrls(mint, renditions);
  if (urls.length === 0) throw new AppError(LearningMessage.noPlayUrl);
  return {
    urls,
    cover: extras.cover,
    duration: video.duration,
    ban_drag: video.ban_drag,
    is_preview: limit > 0,
    free_seconds: video.free_seconds,
    // The session keeps fractions of a second (what the allowance paid for); the player gets whole ones.
    last_position: session.videoWatched ? 0 : Math.floor(session.position),
    watermark: extras.watermark,
    expires_at: new Date(expiresAt * 1000).toISOString(),
    // Absent rather than [] without tracks, as the contract describes it.
    ...(captions.length > 0 ? { subtitles: mintCaptionUrls(mint, captions) } : {}),
    // The transcode's frame, shown before the video plays; absent for a video played as uploaded.
    ...(poster !== null ? { poster: mintPosterUrl(mint, poster) } : {}),
  };
}
