import type { EndpointData, search, TSearchHit, TSearchType } from '@shuyuan/contract';
import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import type { Dialect } from '#core/app-types';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';
import { formatIso } from '#core/format';
import { plainText } from './plain-text';
import { findDocumentBodies, inIds, type SearchDocument, searchDocuments } from './query';
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
async function loadVisible(db: Db, dialect: Dialect, docs: SearchDocument[]): Promise<Map<string, Shown>> {
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
        .where(inIds(dialect, 'id', vod))
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
        .where(inIds(dialect, 'videos.id', video))
        .where(isVisible('videos', now))
        .where(isVisible('courses', now))
        .execute()
        .then((rows) => put('video', rows)),
    activate.length &&
      db
        .selectFrom('activates')
        .select(['id', 'title', 'short_description as short_desc', 'thumb', 'charge_fen', 'created_at'])
        .where(inIds(dialect, 'id', activate))
        .where(isVisible('activates', now))
        .execute()
        .then((rows) => put('activate', rows)),
    article.length &&
      db
        .selectFrom('articles')
        .select(['id', 'title', 'short_description as short_desc', 'thumb', 'created_at'])
        .where(inIds(dialect, 'id', article))
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

/** A visible hit before it is shown: what the page needs, without the snippet (made per page). */
export interface SearchCandidate {
  id: number;
  resource_id: number;
  resource_type: TSearchType;
  title: string;
  short_desc: string;
  thumb: string;
  charge_fen: number;
  created_at: number;
}

/**
 * Every visible hit of a query, best first (at most MAX_HITS); cached by the route, paged from there. The
 * snippets (plain text of Markdown or HTML, the costly part) are made for the shown page only (pageOfHits).
 */
export async function findHits(
  db: Db,
  dialect: Dialect,
  words: string[],
  type: TSearchType | null,
): Promise<SearchCandidate[]> {
  const docs = await searchDocuments(db, dialect, { words, type, limit: MAX_HITS });
  const visible = await loadVisible(db, dialect, docs);
  return docs.flatMap((doc) => {
    const shown = visible.get(`${doc.resource_type}:${doc.resource_id}`);
    return shown
      ? [{ id: doc.id, resource_id: doc.resource_id, resource_type: doc.resource_type, ...shown }]
      : [];
  });
}

/** One page of the hits as the API shows them, with snippets from the page's bodies only. */
export async function pageOfHits(
  db: Db,
  dialect: Dialect,
  words: string[],
  hits: SearchCandidate[],
  page: { page: number; size: number },
): Promise<EndpointData<typeof search>> {
  const shown = hits.slice((page.page - 1) * page.size, page.page * page.size);
  const bodies = await findDocumentBodies(
    db,
    dialect,
    shown.map((hit) => hit.id),
  );
  return {
    total: hits.length,
    data: shown.map(
      (hit): TSearchHit => ({
        id: hit.id,
        resource_id: hit.resource_id,
        resource_type: hit.resource_type,
        title: hit.title,
        short_desc: plainText(hit.short_desc),
        thumb: hit.thumb,
        charge: fenToYuan(hit.charge_fen),
        created_at: formatIso(hit.created_at),
        p: makeSnippet(words, hit.short_desc, bodies.get(hit.id) ?? ''),
      }),
    ),
  };
}
