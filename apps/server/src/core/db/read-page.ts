import type { SelectQueryBuilder } from 'kysely';

/** A page of a list: 1-based `page` and `size` rows per page. */
export interface PageQuery {
  page: number;
  size: number;
}

/**
 * One page of `base` (already filtered) and the number of rows it matches. `rows` picks the columns and
 * the order, usually from `base` so the count and the page read the same filter and always agree; a list
 * whose rows come from a wider query (joins that never drop a row) may ignore it. Both queries run at once.
 */
export async function readPage<DB, TB extends keyof DB, RDB, RTB extends keyof RDB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  page: PageQuery,
  rows: (base: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<RDB, RTB, Row>,
): Promise<{ total: number; rows: Row[] }> {
  const [total, found] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    rows(base)
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
  ]);
  return { total: Number((total as { n?: number | string } | undefined)?.n ?? 0), rows: found };
}

/**
 * The page numbers of Laravel's LengthAwarePaginator that MeEdu's paginated lists (courses, member orders,
 * VIP join records) carry beside `data` and `total`; MeEdu's clients page by them.
 */
export const pageNumbers = (total: number, page: PageQuery) => ({
  total,
  current_page: page.page,
  per_page: page.size,
  last_page: Math.max(1, Math.ceil(total / page.size)),
});
