import type { ChapterInput, VideoInput } from '@shuyuan/contract';
import type { z } from 'zod';
import { AppError } from '#core/errors';
import { syncVideoTranscode } from '#modules/learning';
import { type AdminActor, audit, CATALOGUE_PREFIXES, invalidate } from '../context';
import { findLiveRow, findRow } from '../find-row';
import { findCourse } from './course-service';

type Chapter = z.output<typeof ChapterInput>;
type Video = z.output<typeof VideoInput>;

const findChapter = (actor: AdminActor, id: number) =>
  findRow(actor.deps.db, 'course_chapters', id, '章节不存在');

export async function createChapter(actor: AdminActor, courseId: number, input: Chapter) {
  await findCourse(actor.deps.db, courseId);
  const now = Date.now();
  const row = await actor.deps.db
    .insertInto('course_chapters')
    .values({ course_id: courseId, title: input.title, sort: input.sort, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(actor, 'chapter.create', `chapter:${row.id}`, null, row);
  await invalidate(actor.deps, ...CATALOGUE_PREFIXES);
  return { id: row.id };
}

export async function updateChapter(actor: AdminActor, id: number, input: Chapter) {
  const before = await findChapter(actor, id);
  const after = await actor.deps.db
    .updateTable('course_chapters')
    .set({ title: input.title, sort: input.sort, updated_at: Date.now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(actor, 'chapter.update', `chapter:${id}`, before, after);
  await invalidate(actor.deps, ...CATALOGUE_PREFIXES);
}

/** As MeEdu: a chapter that still holds videos is not deleted (its videos would lose their place). */
export async function deleteChapter(actor: AdminActor, id: number) {
  const before = await findChapter(actor, id);
  const video = await actor.deps.db
    .selectFrom('videos')
    .select('id')
    .where('chapter_id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (video) throw new AppError('该章节下还有视频，无法删除');
  await actor.deps.db.deleteFrom('course_chapters').where('id', '=', id).execute();
  await audit(actor, 'chapter.delete', `chapter:${id}`, before, null);
  await invalidate(actor.deps, ...CATALOGUE_PREFIXES);
}

async function checkChapter(actor: AdminActor, courseId: number, chapterId: number) {
  if (chapterId === 0) return;
  const chapter = await findChapter(actor, chapterId).catch(() => null);
  if (!chapter || chapter.course_id !== courseId) throw new AppError('章节不属于该课程');
}

function columns(input: Video, now: number) {
  if (input.free_seconds > 0 && input.duration > 0 && input.free_seconds > input.duration)
    throw new AppError('试看时长不能超过视频时长');
  return {
    chapter_id: input.chapter_id,
    title: input.title,
    url: input.url,
    duration: input.duration,
    free_seconds: input.free_seconds,
    ban_drag: input.ban_drag ? 1 : 0,
    is_show: input.is_show ? 1 : 0,
    published_at: input.published_at ?? now,
    updated_at: now,
  };
}

export async function createVideo(actor: AdminActor, courseId: number, input: Video) {
  await findCourse(actor.deps.db, courseId);
  await checkChapter(actor, courseId, input.chapter_id);
  const now = Date.now();
  const row = await actor.deps.db
    .insertInto('videos')
    .values({ ...columns(input, now), course_id: courseId, created_at: now, deleted_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  // A video of an uploaded and transcoded file plays its qualities (decision 042).
  await syncVideoTranscode(actor.deps.db, row.id, { replace: true });
  await audit(actor, 'video.create', `video:${row.id}`, null, row);
  await invalidate(actor.deps, ...CATALOGUE_PREFIXES);
  return { id: row.id };
}

const findVideo = (actor: AdminActor, id: number) => findLiveRow(actor.deps.db, 'videos', id, '视频不存在');

export async function updateVideo(actor: AdminActor, id: number, input: Video) {
  const before = await findVideo(actor, id);
  await checkChapter(actor, before.course_id, input.chapter_id);
  const after = await actor.deps.db
    .updateTable('videos')
    .set(columns(input, Date.now()))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await syncVideoTranscode(actor.deps.db, id, { replace: after.url !== before.url });
  await audit(actor, 'video.update', `video:${id}`, before, after);
  await invalidate(actor.deps, ...CATALOGUE_PREFIXES);
}

export async function deleteVideo(actor: AdminActor, id: number) {
  const before = await findVideo(actor, id);
  const now = Date.now();
  await actor.deps.db
    .updateTable('videos')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  await audit(actor, 'video.delete', `video:${id}`, before, null);
  await invalidate(actor.deps, ...CATALOGUE_PREFIXES);
}
