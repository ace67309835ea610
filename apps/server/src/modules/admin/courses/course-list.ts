import { type adminListCourses, type EndpointData, fenToYuan } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { count } from '../context';

export interface CourseListQuery {
  page: number;
  size: number;
  keywords?: string;
  category_id?: number;
  is_show?: '0' | '1';
}

/** LIKE pattern of a search box text, its own % and _ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCourses(
  db: Kysely<Database>,
  q: CourseListQuery,
): Promise<EndpointData<typeof adminListCourses>> {
  let base = db.selectFrom('courses').where('courses.deleted_at', 'is', null);
  if (q.keywords) base = base.where(sql<boolean>`courses.title like ${likePattern(q.keywords)} escape '\\'`);
  if (q.category_id !== undefined) base = base.where('courses.category_id', '=', q.category_id);
  if (q.is_show !== undefined) base = base.where('courses.is_show', '=', Number(q.is_show));
  const { total, rows } = await readPage(base, q, (b) =>
    b
      .leftJoin('categories', 'categories.id', 'courses.category_id')
      .select([
        'courses.id',
        'courses.title',
        'courses.thumb',
        'courses.category_id',
        'categories.name as category_name',
        'courses.charge_fen',
        'courses.is_free',
        'courses.is_vip_free',
        'courses.is_show',
        'courses.published_at',
        'courses.user_count',
        'courses.updated_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('videos')
          .select((v) => v.fn.countAll<number>().as('c'))
          .whereRef('videos.course_id', '=', 'courses.id')
          .where('videos.deleted_at', 'is', null)
          .as('video_count'),
      )
      .orderBy('courses.id', 'desc'),
  );
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      title: r.title,
      thumb: r.thumb,
      category_id: r.category_id,
      category_name: r.category_name ?? '',
      charge: fenToYuan(r.charge_fen),
      is_free: r.is_free === 1,
      is_vip_free: r.is_vip_free === 1,
      is_show: r.is_show === 1,
      published_at: Number(r.published_at),
      user_count: r.user_count,
      video_count: count(r.video_count),
      updated_at: Number(r.updated_at),
    })),
  };
}

export async function courseOptions(db: Kysely<Database>) {
  const [categories, teachers] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('type', '=', 'course')
      .where('deleted_at', 'is', null)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('teachers').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
  ]);
  return { categories, teachers };
}
