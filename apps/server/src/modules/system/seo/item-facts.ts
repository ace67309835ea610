import type { MessageLanguage } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';
import type { Deps } from '#core/deps';
import { plainText } from '#modules/catalogue';

/*
 * What an item page's head says (issue 20), read with the visitor's rule (core/db/visible.ts): an item a
 * visitor may not see (hidden, scheduled, deleted) reads as missing, so its page gets the not-found page and
 * its title never leaks. Cached with the answers of its area (`catalogue:` and `content:`, which the
 * console's writes invalidate), so a page address costs at most one small query a half-minute.
 */

type Db = Kysely<Database>;

export type ItemKind = 'course' | 'activate' | 'article' | 'announcement' | 'teacher' | 'kecheng';

export interface ItemFacts {
  title: string;
  /** Plain text; may be empty (the head then says the site's description). */
  description: string;
  keywords: string;
  /** Site-relative or absolute; '' when the item has none. */
  image: string;
}

const ITEM_TTL_MS = 30_000;

/** The cache area each kind's writers invalidate. */
const AREA: Record<ItemKind, 'catalogue' | 'content'> = {
  course: 'catalogue',
  teacher: 'catalogue',
  kecheng: 'catalogue',
  activate: 'content',
  article: 'content',
  announcement: 'content',
};

const first = (...texts: string[]) => texts.map((t) => t.trim()).find((t) => t !== '') ?? '';

async function loadItem(
  db: Db,
  kind: ItemKind,
  id: number,
  lang: MessageLanguage,
): Promise<ItemFacts | null> {
  const now = Date.now();
  if (kind === 'course') {
    const row = await db
      .selectFrom('courses')
      .select(['title', 'short_description', 'seo_description', 'seo_keywords', 'thumb'])
      .where('id', '=', id)
      .where(isVisible('courses', now))
      .executeTakeFirst();
    return row
      ? {
          title: row.title,
          description: first(row.seo_description, plainText(row.short_description)),
          keywords: row.seo_keywords,
          image: row.thumb,
        }
      : null;
  }
  if (kind === 'activate' || kind === 'article' || kind === 'kecheng') {
    const table = kind === 'activate' ? 'activates' : kind === 'article' ? 'articles' : 'kechengs';
    const row = await db
      .selectFrom(table)
      .select(['title', 'short_description', 'thumb'])
      .where('id', '=', id)
      .where(isVisible(table, now))
      .executeTakeFirst();
    return row
      ? { title: row.title, description: plainText(row.short_description), keywords: '', image: row.thumb }
      : null;
  }
  if (kind === 'announcement') {
    const row = await db
      .selectFrom('announcements')
      .select(['title', 'announcement'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { title: row.title, description: plainText(row.announcement), keywords: '', image: '' }
      : null;
  }
  const row = await db
    .selectFrom('teachers')
    .select(['name', 'name_en', 'title', 'description', 'avatar'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: lang === 'en' ? first(row.name_en, row.name) : row.name,
    description: first(plainText(row.description), row.title),
    keywords: '',
    image: row.avatar,
  };
}

/** The head facts of item `id` of `kind` as a visitor may see it, or null when a visitor may not. */
export function readItemFacts(
  deps: Deps<'db' | 'cache'>,
  kind: ItemKind,
  id: number,
  lang: MessageLanguage,
): Promise<ItemFacts | null> {
  // Only the teacher's name has a language of its own.
  const key = `${AREA[kind]}:seo:${kind}:${id}${kind === 'teacher' ? `:${lang}` : ''}`;
  return deps.cache.get(key, ITEM_TTL_MS, () => loadItem(deps.db, kind, id, lang));
}
