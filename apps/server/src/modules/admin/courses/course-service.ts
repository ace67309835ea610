import {
  type CourseInput,
  fenToYuan,
  type TAdminCourseDetail,
  type TAdminVideo,
  yuanToFen,
} from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CourseRow, Database, VideoRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { type AdminActor, audit, CATALOGUE_PREFIXES, count, invalidate } from '../context';
import { findLiveRow } from '../find-row';
import { renderMarkdown } from './markdown';

type Input = z.output<typeof CourseInput>;

export const findCourse = (db: Kysely<Database>, id: number): Promise<CourseRow> =>
  findLiveRow(db, 'courses', id, '课程不存在');

/** What the audit log keeps of a course: the editable fields, the long Markdown cut short. */
function snapshot(row: CourseRow, teacherIds: number[]) {
  const { render_desc: _html, original_desc, ...rest } = row;
  return { ...rest, original_desc: original_desc.slice(0, 2000), teacher_ids: teacherIds };
}

async function teacherIdsOf(db: Kysely<Database>, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('course_teachers')
    .select('teacher_id')
    .where('course_id', '=', courseId)
    .orderBy('teacher_id')
    .execute();
  return rows.map((r) => r.teacher_id);
}

async function checkReferences(db: Kysely<Database>, input: Input): Promise<void> {
  if (input.category_id > 0) {
    const category = await db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', input.category_id)
      .where('type', '=', 'course')
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!category) throw new AppError('课程分类不存在');
  }
  const ids = [...new Set(input.teacher_ids)];
  if (ids.length > 0) {
    const found = await db.selectFrom('teachers').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw new AppError('讲师不存在');
  }
}

function columns(input: Input, now: number) {
  return {
    title: input.title,
    category_id: input.category_id,
    thumb: input.thumb,
    charge_fen: yuanToFen(input.charge),
    is_free: input.is_free ? 1 : 0,
    is_vip_free: input.is_vip_free ? 1 : 0,
    is_show: input.is_show ? 1 : 0,
    short_description: input.short_description,
    original_desc: input.original_desc,
    render_desc: renderMarkdown(input.original_desc),
    seo_keywords: input.seo_keywords,
    seo_description: input.seo_description,
    published_at: input.published_at ?? now,
    updated_at: now,
  };
}

async function setTeachers(db: Kysely<Database>, courseId: number, teacherIds: number[]): Promise<void> {
  await db.deleteFrom('course_teachers').where('course_id', '=', courseId).execute();
  const ids = [...new Set(teacherIds)];
  if (ids.length > 0)
    await db
      .insertInto('course_teachers')
      .values(ids.map((teacher_id) => ({ course_id: courseId, teacher_id })))
      .execute();
}

export async function createCourse(actor: AdminActor, input: Input): Promise<{ id: number }> {
  const { deps } = actor;
  await checkReferences(deps.db, input);
  const now = Date.now();
  const row = await deps.db
    .insertInto('courses')
    .values({ ...columns(input, now), created_at: now, deleted_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  await setTeachers(deps.db, row.id, input.teacher_ids);
  await audit(actor, 'course.create', `course:${row.id}`, null, snapshot(row, input.teacher_ids));
  await invalidate(deps, ...CATALOGUE_PREFIXES);
  return { id: row.id };
}

export async function updateCourse(actor: AdminActor, id: number, input: Input): Promise<void> {
  const { deps } = actor;
  const before = await findCourse(deps.db, id);
  const beforeTeachers = await teacherIdsOf(deps.db, id);
  await checkReferences(deps.db, input);
  const after = await deps.db
    .updateTable('courses')
    .set(columns(input, Date.now()))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await setTeachers(deps.db, id, input.teacher_ids);
  await audit(
    actor,
    'course.update',
    `course:${id}`,
    snapshot(before, beforeTeachers),
    snapshot(after, input.teacher_ids),
  );
  await invalidate(deps, ...CATALOGUE_PREFIXES);
}

/** Publishing a course scheduled for later shows it now: "publish" means visible on the storefront. */
export async function publishCourse(actor: AdminActor, id: number, isShow: boolean): Promise<void> {
  const { deps } = actor;
  const before = await findCourse(deps.db, id);
  const now = Date.now();
  const published_at = isShow && before.published_at > now ? now : before.published_at;
  await deps.db
    .updateTable('courses')
    .set({ is_show: isShow ? 1 : 0, published_at, updated_at: now })
    .where('id', '=', id)
    .execute();
  await audit(
    actor,
    isShow ? 'course.publish' : 'course.unpublish',
    `course:${id}`,
    { is_show: before.is_show, published_at: before.published_at },
    { is_show: isShow ? 1 : 0, published_at },
  );
  await invalidate(deps, ...CATALOGUE_PREFIXES);
}

export async function deleteCourse(actor: AdminActor, id: number): Promise<void> {
  const { deps } = actor;
  const before = await findCourse(deps.db, id);
  const now = Date.now();
  await deps.db
    .updateTable('courses')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  await audit(
    actor,
    'course.delete',
    `course:${id}`,
    snapshot(before, await teacherIdsOf(deps.db, id)),
    null,
  );
  await invalidate(deps, ...CATALOGUE_PREFIXES);
}

export function toAdminVideo(v: VideoRow): TAdminVideo {
  return {
    id: v.id,
    course_id: v.course_id,
    chapter_id: v.chapter_id,
    title: v.title,
    url: v.url,
    duration: v.duration,
    free_seconds: v.free_seconds,
    ban_drag: v.ban_drag === 1,
    is_show: v.is_show === 1,
    published_at: Number(v.published_at),
  };
}

export async function getCourseDetail(deps: Deps<'db'>, id: number): Promise<TAdminCourseDetail> {
  const row = await findCourse(deps.db, id);
  const [category, chapters, videos, teacherIds, users] = await Promise.all([
    deps.db.selectFrom('categories').select('name').where('id', '=', row.category_id).executeTakeFirst(),
    deps.db
      .selectFrom('course_chapters')
      .selectAll()
      .where('course_id', '=', id)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    deps.db
      .selectFrom('videos')
      .selectAll()
      .where('course_id', '=', id)
      .where('deleted_at', 'is', null)
      .orderBy('published_at')
      .orderBy('id')
      .execute(),
    teacherIdsOf(deps.db, id),
    deps.db
      .selectFrom('user_courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('course_id', '=', id)
      .executeTakeFirst(),
  ]);
  const chapterIds = new Set(chapters.map((c) => c.id));
  return {
    id: row.id,
    title: row.title,
    thumb: row.thumb,
    category_id: row.category_id,
    category_name: category?.name ?? '',
    charge: fenToYuan(row.charge_fen),
    is_free: row.is_free === 1,
    is_vip_free: row.is_vip_free === 1,
    is_show: row.is_show === 1,
    published_at: Number(row.published_at),
    user_count: Math.max(row.user_count, count(users?.n)),
    video_count: videos.length,
    updated_at: Number(row.updated_at),
    short_description: row.short_description,
    original_desc: row.original_desc,
    render_desc: row.render_desc,
    seo_keywords: row.seo_keywords,
    seo_description: row.seo_description,
    teacher_ids: teacherIds,
    chapters: chapters.map((c) => ({
      id: c.id,
      title: c.title,
      sort: c.sort,
      videos: videos.filter((v) => v.chapter_id === c.id).map(toAdminVideo),
    })),
    videos: videos.filter((v) => !chapterIds.has(v.chapter_id)).map(toAdminVideo),
  };
}
