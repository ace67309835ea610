import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#core/db/schema';

/*
 * After the files are in the bucket, the rows that name private media on the disk name them in the bucket
 * (`s3:<key>`), in one transaction (decision 044). Public /storage/ paths stay as they are: the same path is
 * answered from the bucket. A row is switched only when its object was moved (`moved`), so a file missing
 * on the disk leaves its row as it was.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The bucket key of a private media path (relative to DATA_DIR/media), or null for anything else. */
function mediaKey(path: string): string | null {
  const trimmed = path.trim();
  if (!trimmed || trimmed.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  return trimmed.replace(/^\.\//, '');
}

export interface RowCounts {
  videos: number;
  renditions: number;
  captions: number;
  media: number;
  transcodes: number;
  attachments: number;
}

export async function moveRows(db: Kysely<Database>, moved: Set<string>): Promise<RowCounts> {
  const s3Of = (path: string | null) => {
    const key = path === null ? null : mediaKey(path);
    return key && moved.has(key) ? `s3:${key}` : null;
  };
  return db.transaction().execute(async (trx) => {
    const counts: RowCounts = {
      videos: 0,
      renditions: 0,
      captions: 0,
      media: 0,
      transcodes: 0,
      attachments: 0,
    };
    const simple = async (table: 'videos' | 'video_renditions', column: 'url') => {
      let n = 0;
      for (const row of await trx.selectFrom(table).select(['id', column]).execute()) {
        const next = s3Of(row[column]);
        if (!next) continue;
        await trx
          .updateTable(table)
          .set({ [column]: next })
          .where('id', '=', row.id)
          .execute();
        n += 1;
      }
      return n;
    };
    counts.videos = await simple('videos', 'url');
    counts.renditions = await simple('video_renditions', 'url');
    for (const row of await trx.selectFrom('video_captions').select(['id', 'path']).execute()) {
      const next = s3Of(row.path);
      if (!next) continue;
      await trx.updateTable('video_captions').set({ path: next }).where('id', '=', row.id).execute();
      counts.captions += 1;
    }
    for (const row of await trx.selectFrom('media_files').select(['id', 'path']).execute()) {
      const next = s3Of(row.path);
      if (!next) continue;
      await trx.updateTable('media_files').set({ path: next }).where('id', '=', row.id).execute();
      counts.media += 1;
    }
    counts.transcodes = await moveTranscodes(trx, s3Of);
    for (const row of await trx.selectFrom('course_attachments').select(['id', 'path']).execute()) {
      // Attachments are relative to DATA_DIR: private/attachments/<k>, the same key in the bucket.
      const key = row.path.startsWith('private/attachments/') && !row.path.includes('..') ? row.path : null;
      if (!key || !moved.has(key)) continue;
      await trx
        .updateTable('course_attachments')
        .set({ path: `s3:${key}` })
        .where('id', '=', row.id)
        .execute();
      counts.attachments += 1;
    }
    return counts;
  });
}

/** media_transcodes: its folder and paths, and the paths inside its JSON columns. */
async function moveTranscodes(trx: Db, s3Of: (path: string | null) => string | null): Promise<number> {
  let n = 0;
  for (const row of await trx.selectFrom('media_transcodes').selectAll().execute()) {
    // The folder is no object: it moves when its master playlist did.
    if (!row.master || !s3Of(row.master)) continue;
    const renditions = (JSON.parse(row.renditions) as { playlist: string }[]).map((r) => ({
      ...r,
      playlist: s3Of(r.playlist) ?? r.playlist,
    }));
    const captions = (JSON.parse(row.captions) as { path: string }[]).map((c) => ({
      ...c,
      path: s3Of(c.path) ?? c.path,
    }));
    await trx
      .updateTable('media_transcodes')
      .set({
        folder: `s3:${row.folder}`,
        mp4: s3Of(row.mp4) ?? row.mp4,
        master: s3Of(row.master) ?? row.master,
        poster: s3Of(row.poster) ?? row.poster,
        renditions: JSON.stringify(renditions),
        captions: JSON.stringify(captions),
      })
      .where('id', '=', row.id)
      .execute();
    n += 1;
  }
  return n;
}
