import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { createUserCourse } from '#seed/factories/index';
import { writeMedia } from '#test/helpers/media-files';
import { encryptHlsFolder } from '../media/hls-encrypt';
import { MEDIA_DIR } from '../media/locate';

/** Test helpers of the learning area: HLS cuts in a test DATA_DIR and rows that point at them. */

/** A 20-second HLS cut (6+6+6+2 s) under DATA_DIR/media/<folder>, clear and AES-128; returns both urls and the key. */
export function writeHls(dataDir: string, folder: string): { clear: string; encrypted: string; key: string } {
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:6',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXTINF:6.000000,',
    'seg-000.ts',
    '#EXTINF:6.000000,',
    'seg-001.ts',
    '#EXTINF:6.000000,',
    'seg-002.ts',
    '#EXTINF:2.000000,',
    'seg-003.ts',
    '#EXT-X-ENDLIST',
  ].join('\n');
  writeMedia(dataDir, `${folder}/clear/index.m3u8`, playlist);
  for (let i = 0; i < 4; i++)
    writeMedia(dataDir, `${folder}/clear/seg-00${i}.ts`, `segment ${i} `.repeat(20));
  const key = encryptHlsFolder(
    join(dataDir, MEDIA_DIR, folder, 'clear'),
    join(dataDir, MEDIA_DIR, folder, 'aes'),
  );
  return { clear: `${folder}/clear/index.m3u8`, encrypted: `${folder}/aes/index.m3u8`, key };
}

export async function addRendition(
  db: Kysely<Database>,
  values: {
    video_id: number;
    name: string;
    format: string;
    url: string;
    sort?: number;
    hls_key?: string | null;
  },
) {
  const now = Date.now();
  return db
    .insertInto('video_renditions')
    .values({ sort: 0, hls_key: null, ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function grantCourse(db: Kysely<Database>, userId: number, courseId: number, chargeFen = 9900) {
  await createUserCourse(db, { user_id: userId, course_id: courseId, charge_fen: chargeFen });
}
