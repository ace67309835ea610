import { z } from 'zod';
import {
  ZCourseChapter,
  ZCourseDetailCourse,
  ZCourseListItem,
  ZCourseVideo,
  ZMemberPageQuery,
  ZPageQuery,
} from './catalogue';
import { defineEndpoint } from './endpoint';
import { ZPage } from './envelope';
import { ZCourseUserRecord, ZLearningExtras, ZVideoWatchRecord } from './learning-records';

export * from './learning-records';

/** Exact messages of the learning area. */
export const LearningMessage = {
  buyToWatch: '请购买后观看',
  noPermission: '无权限观看此视频',
  noPlayUrl: '无法获取视频播放地址',
  certificateMissing: '证书不存在',
} as const;

const ZIdParams = z.object({ id: z.number().int().min(1) });

/** GET /api/v2/video/{id}: MeEdu's snake_case keys (meedu-api.md §1.6). */
export const ZVideoDetail = z.object({
  video: ZCourseVideo.extend({ render_desc: z.string().describe('sanitised HTML') }),
  videos: z
    .record(z.string(), z.array(ZCourseVideo))
    .describe('the course videos by chapter id, as in course detail'),
  chapters: z.array(ZCourseChapter),
  course: ZCourseDetailCourse,
  is_watch: z.boolean().describe('the member may watch the whole video (free, VIP-free with VIP, or bought)'),
  video_watched_progress: z
    .record(z.string(), ZVideoWatchRecord)
    .describe("the member's watch records of this course by video id; {} for visitors"),
  buy_videos: z.array(z.number().int()).describe('legacy single-video purchases: always []'),
});
export type TVideoDetail = z.infer<typeof ZVideoDetail>;

export const getVideo = defineEndpoint({
  id: 'getVideo',
  method: 'GET',
  path: '/api/v2/video/:id',
  summary: 'A video with its course, chapters and sibling videos; is_watch and progress need a token',
  area: 'learning',
  auth: 'optional',
  params: ZIdParams,
  response: ZVideoDetail,
});

export const ZPlayUrl = z.object({
  url: z.string().describe('per-member signed address, valid until expires_at (never cache or share it)'),
  format: z.string().describe('mp4 | m3u8'),
  duration: z.number().int().describe('seconds'),
  name: z.string().describe('quality label, e.g. 默认 or 720p'),
});

export const ZPlayInfo = z.object({
  urls: z.array(ZPlayUrl).describe('qualities, best first; MeEdu-compatible'),
  cover: z.string().describe('absolute URL of the player background (config player.cover), or ""'),
  duration: z.number().int(),
  ban_drag: z.number().int().describe('1: no seeking forward and speed fixed at 1×'),
  is_preview: z.boolean().describe('true: the member may watch only the first free_seconds'),
  free_seconds: z.number().int().describe('preview length; the stream itself stops there'),
  last_position: z.number().int().describe('where to resume (0 once the video is finished)'),
  watermark: z.object({
    enabled: z.number().int(),
    size: z.number(),
    color: z.string(),
    opacity: z.number(),
    text: z
      .string()
      .describe('the placeholders mobile, user.mobile and user.id are already replaced for this member'),
  }),
  expires_at: z.string().describe('ISO-8601; ask again for fresh URLs after this'),
  poster: z
    .string()
    .optional()
    .describe(
      'signed address of the frame the transcode took (JPEG), shown before playing; absent without one',
    ),
  subtitles: z
    .array(z.object({ url: z.string(), lang: z.string(), label: z.string() }))
    .optional()
    .describe('WebVTT caption files, shown by the player as <track>s; absent when the video has none'),
});
export type TPlayInfo = z.infer<typeof ZPlayInfo>;

export const getPlayInfo = defineEndpoint({
  id: 'getPlayInfo',
  method: 'GET',
  path: '/api/v2/video/:id/playinfo',
  summary:
    'Signed play addresses for this member (access re-checked on every call); 请购买后观看 without access',
  area: 'learning',
  auth: 'member',
  params: ZIdParams,
  response: ZPlayInfo,
});

export const ZRecordBody = z.object({
  duration: z.coerce
    .number()
    .positive()
    .max(864_000)
    .describe('the playhead in seconds (MeEdu name); a fraction is allowed'),
  final: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .describe('true on pause, page hide and end: the position is written at once instead of batched'),
});

export const ZRecordResult = z.object({
  watch_seconds: z.number().int().describe('the accepted position after clamping'),
  is_watched: z.boolean().describe('the video is finished'),
  course_progress: z.number().int().describe('0–100'),
  course_watched: z.boolean(),
});
export type TRecordResult = z.infer<typeof ZRecordResult>;

export const recordVideo = defineEndpoint({
  id: 'recordVideo',
  method: 'POST',
  path: '/api/v2/video/:id/record',
  summary:
    'Reports the playhead every ≥10 s and at the end; clamped to wall-clock time and the preview limit',
  area: 'learning',
  auth: 'member',
  params: ZIdParams,
  body: ZRecordBody,
  response: ZRecordResult,
});

export const ZMemberCourseItem = ZLearningExtras.extend({
  course_id: z.number().int(),
  user_id: z.number().int(),
  charge: z.number().describe('yuan paid'),
  created_at: z.string().describe('YYYY-MM-DD HH:mm:ss'),
  course: ZCourseListItem,
});

export const listMemberCourses = defineEndpoint({
  id: 'listMemberCourses',
  method: 'GET',
  path: '/api/v3/member/courses',
  summary: 'Courses the member owns (购买), newest first, with progress (size default 10)',
  area: 'learning',
  auth: 'member',
  query: ZMemberPageQuery,
  response: ZPage(ZMemberCourseItem),
});

/** MeEdu's older list of bought courses: plain course rows, with the page number (meedu-api.md §1.3). */
export const listOwnedCoursePage = defineEndpoint({
  id: 'listOwnedCoursePage',
  method: 'GET',
  path: '/api/v2/member/courses',
  summary: 'Courses the member owns, newest purchase first, as course list items (page_size default 5)',
  area: 'learning',
  auth: 'member',
  query: ZPageQuery,
  response: z.object({
    current_page: z.number().int(),
    total: z.number().int(),
    data: z.array(ZCourseListItem),
  }),
});

export const ZLearnedCourseItem = ZCourseUserRecord.extend(ZLearningExtras.shape).extend({
  is_subscribe: z.number().int().describe('1 when the member may watch the whole course'),
  course: ZCourseListItem,
});

export const listLearnedCourses = defineEndpoint({
  id: 'listLearnedCourses',
  method: 'GET',
  path: '/api/v3/member/courses/learned',
  summary: 'Courses the member has started (在学), latest activity first',
  area: 'learning',
  auth: 'member',
  query: ZMemberPageQuery,
  response: ZPage(ZLearnedCourseItem),
});

export const ZLearnedVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  published_at: z.string(),
  duration: z.number().int(),
  watch_record: z
    .object({ watch_seconds: z.number().int(), watched_at: z.string().nullable(), created_at: z.string() })
    .nullable(),
});

export const getLearnedCourse = defineEndpoint({
  id: 'getLearnedCourse',
  method: 'GET',
  path: '/api/v3/member/learned/course/:courseId',
  summary: "A course's videos with the member's progress in each",
  area: 'learning',
  auth: 'member',
  params: z.object({ courseId: z.number().int().min(1) }),
  response: z.array(ZLearnedVideo),
});

export const ZCertificate = z.object({
  code: z.string().describe('verification code'),
  course_id: z.number().int(),
  course_title: z.string(),
  member_name: z.string(),
  issued_at: z.string().describe('YYYY-MM-DD'),
  url: z.string().describe('absolute URL of the printable page, which also verifies the code'),
  revoked_at: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD the course was refunded and the certificate withdrawn'),
});
export type TCertificate = z.infer<typeof ZCertificate>;

export const getCertificate = defineEndpoint({
  id: 'getCertificate',
  method: 'GET',
  path: '/api/v3/member/certificate/:courseId',
  summary: 'The certificate of a finished course (证书不存在 before the course is finished)',
  area: 'learning',
  auth: 'member',
  params: z.object({ courseId: z.number().int().min(1) }),
  response: ZCertificate,
});

export const verifyCertificate = defineEndpoint({
  id: 'verifyCertificate',
  method: 'GET',
  path: '/api/v3/certificate/:code',
  summary: 'Public check of a verification code (证书不存在 when unknown)',
  area: 'learning',
  auth: 'public',
  params: z.object({ code: z.string().max(64) }),
  response: ZCertificate,
});
