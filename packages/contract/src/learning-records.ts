import { z } from 'zod';
import { ZEmpty } from './envelope';

/*
 * The learning rows that several member lists embed (MeEdu's shapes, meedu-api.md §1.3). Kept apart from
 * learning.ts so catalogue.ts (the liked-courses list) can use them without an import cycle.
 */

/** MeEdu's user_video_watch_records row. */
export const ZVideoWatchRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  course_id: z.number().int(),
  video_id: z.number().int(),
  watch_seconds: z.number().int().describe('furthest accepted position, seconds'),
  watched_at: z.string().nullable().describe('YYYY-MM-DD HH:mm:ss once finished'),
  created_at: z.string().describe('ISO-8601'),
  updated_at: z.string().describe('ISO-8601'),
});
export type TVideoWatchRecord = z.infer<typeof ZVideoWatchRecord>;

/** MeEdu's course_user_records row. */
export const ZCourseUserRecord = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  user_id: z.number().int(),
  is_watched: z.number().int().describe('1 once every video is finished'),
  watched_at: z.string().nullable().describe('YYYY-MM-DD HH:mm:ss'),
  progress: z.number().int().describe('0–100'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCourseUserRecord = z.infer<typeof ZCourseUserRecord>;

/** What every member course list adds to its items; MeEdu answers `[]` where there is no row. */
export const ZLearningExtras = z.object({
  learned_count: z.number().int().describe('finished videos of the course (已学完 N课时)'),
  watch_record: z.union([ZCourseUserRecord, ZEmpty]),
  last_view_video: z.union([ZVideoWatchRecord, ZEmpty]),
});
export type TLearningExtras = z.infer<typeof ZLearningExtras>;
