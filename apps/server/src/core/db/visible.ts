import { type RawBuilder, type SqlBool, sql } from 'kysely';

/*
 * What visitors may see of each table, written once. A row is listed when every part of its table's rule
 * holds: `shown` (is_show = 1, the console's switch), `published` (published_at <= now) and `alive`
 * (deleted_at is null, soft deletion). The rules differ because the tables do: articles, offline courses
 * and series are never soft-deleted, categories and VIP roles have no publishing time.
 *
 * Raw SQL on `<alias>.<column>` rather than a typed expression builder, so the same helper serves a table
 * under its own name and under an alias (`videos as v`) in selects, joins' subqueries and updates alike.
 */

type Part = 'shown' | 'published' | 'alive';

const RULES = {
  courses: ['shown', 'published', 'alive'],
  videos: ['shown', 'published', 'alive'],
  articles: ['shown', 'published'],
  activates: ['shown', 'published'],
  kechengs: ['shown', 'published'],
  categories: ['shown', 'alive'],
  roles: ['shown'],
} as const satisfies Record<string, readonly Part[]>;

export type VisibleTable = keyof typeof RULES;

function condition(parts: readonly Part[], as: string, now: number): RawBuilder<SqlBool> {
  const conditions = parts.map((part) => {
    if (part === 'shown') return sql`${sql.ref(`${as}.is_show`)} = 1`;
    if (part === 'published') return sql`${sql.ref(`${as}.published_at`)} <= ${now}`;
    return sql`${sql.ref(`${as}.deleted_at`)} is null`;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** Listed to visitors: `.where(isVisible('courses', now))`, or `isVisible('videos', now, 'v')` for an alias. */
export function isVisible(table: VisibleTable, now = Date.now(), as: string = table): RawBuilder<SqlBool> {
  return condition(RULES[table], as, now);
}

/**
 * Reachable by its link though hidden from lists: published and not deleted, whatever is_show says. A
 * hidden course stays open to those who bought it (its page, its attachments, likes and comments).
 */
export function isReachable(table: 'courses', now = Date.now(), as: string = table): RawBuilder<SqlBool> {
  return condition(['published', 'alive'], as, now);
}

/**
 * What an administrator previewing from the console may open by its link: anything not deleted, shown or
 * not, published or scheduled (the storefront's detail calls with the admin token, core/auth/admin-preview).
 */
export function isPreviewable(table: VisibleTable, as: string = table): RawBuilder<SqlBool> {
  const parts: readonly Part[] = RULES[table];
  return parts.includes('alive') ? condition(['alive'], as, 0) : sql<SqlBool>`(1 = 1)`;
}

/** The rule of a detail call: the public one, or the preview's for an administrator. */
export function isOpenTo(
  table: VisibleTable,
  preview: boolean,
  now = Date.now(),
  as: string = table,
): RawBuilder<SqlBool> {
  return preview ? isPreviewable(table, as) : isVisible(table, now, as);
}
