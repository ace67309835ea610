import type { EndpointData, search, TSearchHit, TSearchType } from '@shuyuan/contract';
import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import type { Dialect } from '#core/app-types';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';
import { formatIso } from '#core/format';
import { plainText } from './plain-text';
import { type SearchDocument, searchDocuments } from './query';
import { makeSnippet } from './snippet';

type Db = Kysely<Database>;

/** Like MeEdu (100 hits, in-memory pages), the candidate list is capped; pages are cut from it. */
export const MAX_HITS = 200;
const MAX_WORDS = 5;

/** Lower-cased distinct words of the query (at most 5). */
export function searchWords(keywords: string): string[] {
  return [...new Set(keywords.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

interface Shown {
  title: string;
  short_desc: string;
  thumb: string;
  charge_fen: number;
  created_at: number;
}

/** The visible rows behind the documents, by type and id (hidden, unpublished, deleted ones are absent). */
async function loadVisible(db: Db, docs: SearchDocument[]): Promise<Map<string, Shown>> {
  const now = Date.now();
  const ids = (type: TSearchType) => docs.filter((d) => d.resource_type === type).map((d) => d.resource_id);
  const out = new Map<string, Shown>();
  const put = (type: TSearchType, rows: ({ id: number } & Shown)[]) => {
    for (const { id, ...shown } of rows) out.set(`${type}:${id}`, shown);
  };
  const [vod, video, activate, article] = [ids('vod'), ids('video'), ids('activate'), ids('article')];
  await Promise.all([
    vod.length &&
      db
        .selectFrom('courses')
        .select(['id', 'title', 'short_description as short_desc', 'thumb', 'charge_fen', 'created_at'])
        .where('id', 'in', vod)
        .where(isVisible('courses', now))
        .execute()
        .then((rows) => put('vod', rows)),
    video.length &&
      db
        .selectFrom('videos')
        .innerJoin('courses', 'courses.id', 'videos.course_id')
        .select([
          'videos.id',
          'videos.title',
          'videos.short_description as short_desc',
          'courses.thumb',
          'courses.charge_fen',
          'videos.created_at',
        ])
        .where('videos.id', 'in', video)
        .where(isVisible('videos', now))
        .where(isVisible('courses', now))
        .execute()
        .then((rows) => put('video', rows)),
    activate.length &&
      db
        .selectFrom('activates')
        .select(['id', 'title', 'short_description as short_desc', 'thumb', 'charge_fen', 'created_at'])
        .where('id', 'in', activate)
        .where(isVisible('activates', now))
        .execute()
        .then((rows) => put('activate', rows)),
    article.length &&
      db
        .selectFrom('articles')
        .select(['id', 'title', 'short_description as short_desc', 'thumb', 'created_at'])
        .where('id', 'in', article)
        .where(isVisible('articles', now))
        .execute()
        .then((rows) =>
          put(
            'article',
            rows.map((r) => ({ ...r, charge_fen: 0 })),
          ),
        ),
  ]);
  return out;
}

/** Every visible hit of a query, best first (at most MAX_HITS); cached by the route, paged from there. */
export async function findHits(
  db: Db,
  dialect: Dialect,
  words: string[],
  type: TSearchType | null,
): Promise<TSearchHit[]> {
  const docs = await searchDocuments(db, dialect, { words, type, limit: MAX_HITS });
  const visible = await loadVisible(db, docs);
  return docs.flatMap((doc) => {
    const shown = visible.get(`${doc.resource_type}:${doc.resource_id}`);
    if (!shown) return [];
    return [
      {
        id: doc.id,
        resource_id: doc.resource_id,
        resource_type: doc.resource_type,
        title: shown.title,
        short_desc: plainText(shown.short_desc),
        thumb: shown.thumb,
        charge: fenToYuan(shown.charge_fen),
        created_at: formatIso(shown.created_at),
        p: makeSnippet(words, shown.short_desc, doc.body),
      },
    ];
  });
}

export function pageOfHits(hits: TSearchHit[], page: number, size: number): EndpointData<typeof search> {
  return { total: hits.length, data: hits.slice((page - 1) * size, page * size) };
}
