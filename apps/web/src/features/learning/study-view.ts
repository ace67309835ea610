import type { TCourseUserRecord, TLearningExtras } from '@shuyuan/contract/learning-records';
import type { StudyItem } from './api/study';

/*
 * One course card of the study centre, whichever of the three lists it came from. 在学 items are the
 * course_user_records row itself; 购买 and 收藏 items carry it as `watch_record` (or [] without one).
 */

export interface StudyCard {
  courseId: number;
  title: string;
  thumb: string;
  learned: number;
  total: number;
  /** 0–100. */
  progress: number;
  finished: boolean;
  /** Where 继续学习 goes: the last lesson watched, else the course page. */
  continueTo: string;
  started: boolean;
  /** YYYY-MM-DD of the purchase, like or first lesson. */
  date: string;
}

const rowOf = (record: TLearningExtras['watch_record']): TCourseUserRecord | null =>
  Array.isArray(record) ? null : record;

const isRecord = (item: StudyItem): item is StudyItem & TCourseUserRecord =>
  'progress' in item && typeof item.progress === 'number';

export function studyCard(item: StudyItem): StudyCard {
  const record = isRecord(item) ? item : rowOf(item.watch_record);
  const total = item.course.videos_count;
  const learned = Math.min(item.learned_count, total || item.learned_count);
  const computed = total > 0 ? Math.round((learned / total) * 100) : 0;
  const progress = Math.max(0, Math.min(100, record ? record.progress : computed));
  const last = Array.isArray(item.last_view_video) ? null : item.last_view_video;
  return {
    courseId: item.course.id,
    title: item.course.title,
    thumb: item.course.thumb,
    learned,
    total,
    progress,
    finished: record?.is_watched === 1 || (total > 0 && learned >= total),
    continueTo: last ? `/courses/video/${last.video_id}` : `/courses/detail/${item.course.id}`,
    started: last !== null,
    date: item.created_at.slice(0, 10),
  };
}

/** Per-lesson percentage in the progress dialog: 100 once finished, else the position over the length. */
export function lessonPercent(
  duration: number,
  record: { watch_seconds: number; watched_at: string | null } | null,
) {
  if (!record) return 0;
  if (record.watched_at) return 100;
  if (duration <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((record.watch_seconds / duration) * 100)));
}
