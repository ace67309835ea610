import { cpSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '#core/db/migrations/helpers';
import type { Database } from '#core/db/schema';
import { ASSETS_DIR } from '#core/server-files';
import { encryptHlsFolder, MEDIA_DIR } from '#modules/learning';
import { insertDemoCommerce } from './demo/commerce';
import { insertDemoExams } from './demo/exams';
import { insertDemoCaptions } from './demo/insert-captions';
import { insertDemoCatalogue } from './demo/insert-catalogue';
import { insertDemoComments } from './demo/insert-comments';
import { insertDemoContent } from './demo/insert-content';
import { insertDemoRenditions } from './demo/insert-renditions';
import { insertDemoMemberRecords } from './demo/member-records';
import { enableDemoSocialLogin } from './demo/social-login';

/** The committed demo media (made by the scripts in that folder). */
export const DEMO_ASSETS_DIR = join(ASSETS_DIR, 'demo/');

export type SeedDemoResult =
  | { skipped: true; reason: string }
  | { skipped: false; counts: Record<string, number> };

/**
 * Copies the public demo media to ${dataDir}/storage/demo, the attachments to ${dataDir}/private/demo and
 * the videos and captions to ${dataDir}/media/demo/ (private: signed addresses only), plus an
 * AES-128 copy of the HLS cut. Returns that copy's key (hex) for its video_renditions rows.
 */
export function copyDemoMedia(dataDir: string): { hlsKey: string } {
  const storage = join(dataDir, 'storage', 'demo');
  mkdirSync(storage, { recursive: true });
  cpSync(DEMO_ASSETS_DIR, storage, {
    recursive: true,
    // The scripts that made the media, the attachments, the videos and their captions stay out of the
    // public folder.
    filter: (source) =>
      !/^make-/.test(basename(source)) && !['attachments', 'videos', 'captions'].includes(basename(source)),
  });
  const attachments = join(dataDir, 'private', 'demo', 'attachments');
  mkdirSync(attachments, { recursive: true });
  cpSync(join(DEMO_ASSETS_DIR, 'attachments'), attachments, { recursive: true });
  const videos = join(dataDir, MEDIA_DIR, 'demo', 'videos');
  mkdirSync(videos, { recursive: true });
  cpSync(join(DEMO_ASSETS_DIR, 'videos'), videos, { recursive: true });
  cpSync(join(DEMO_ASSETS_DIR, 'captions'), join(dataDir, MEDIA_DIR, 'demo', 'captions'), {
    recursive: true,
  });
  const hlsKey = encryptHlsFolder(join(DEMO_ASSETS_DIR, 'videos', 'hls'), join(videos, 'hls-aes'));
  return { hlsKey };
}

const SKIP_REASON = 'the database already has courses';
/** Arbitrary constant naming the demo seeding lock among PostgreSQL advisory locks. */
const DEMO_LOCK_KEY = 5_318_008_001;

async function hasCourses(db: Kysely<Database>): Promise<boolean> {
  return !!(await db.selectFrom('courses').select('id').limit(1).executeTakeFirst());
}

/**
 * Fills an empty site with demo content: catalogue, offline courses, articles, home blocks, exam papers,
 * the demo member (13800000000 / shuyuan123) and the demo admin (admin / shuyuan123).
 * Runs only when there are no courses at all, and never in production (demo logins must not ship).
 */
export async function seedDemo(db: Kysely<Database>, options: { dataDir: string }): Promise<SeedDemoResult> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('seedDemo refuses to run when NODE_ENV=production');
  }
  if (await hasCourses(db)) return { skipped: true, reason: SKIP_REASON };

  const { hlsKey } = copyDemoMedia(options.dataDir);
  const counts = await db.transaction().execute(async (trx) => {
    // Two processes starting on one empty database must not both seed, so the check is repeated under a
    // lock: SQLite transactions begin immediate (already serialised); PostgreSQL takes an advisory lock.
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`.execute(trx);
    if (await hasCourses(trx)) return null;
    const catalogue = await insertDemoCatalogue(trx, DEMO_ASSETS_DIR);
    await insertDemoRenditions(trx, hlsKey);
    await insertDemoCaptions(trx, DEMO_ASSETS_DIR);
    const content = await insertDemoContent(trx, catalogue);
    const comments = await insertDemoComments(trx, catalogue);
    await insertDemoCommerce(trx);
    const exams = await insertDemoExams(trx);
    await insertDemoMemberRecords(trx);
    await enableDemoSocialLogin(trx);
    return { ...catalogue.counts, ...content, comments, ...exams, members: content.members + 1 };
  });
  return counts ? { skipped: false, counts } : { skipped: true, reason: SKIP_REASON };
}
