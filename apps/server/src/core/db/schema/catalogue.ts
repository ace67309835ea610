import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag, Timestamps } from './columns';

/* Categories, teachers, courses with their chapters, videos and attachments, course series, likes, comments. */

export type CategoryType = 'course' | 'activate' | 'article';

export interface CategoriesTable extends Timestamps {
  id: Generated<number>;
  type: CategoryType;
  name: string;
  name_en: Generated<string>;
  parent_id: Generated<number>;
  sort: Generated<number>;
  is_show: Flag;
  /** Shown among the footer's special topics. */
  is_special: Flag;
  deleted_at: number | null;
}

export interface TeachersTable extends Timestamps {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  avatar: Generated<string>;
  title: Generated<string>;
  description: Generated<string>;
  sort: Generated<number>;
}

export interface CoursesTable extends Timestamps {
  id: Generated<number>;
  category_id: Generated<number>;
  title: string;
  slug: Generated<string>;
  thumb: Generated<string>;
  charge_fen: Generated<number>;
  short_description: Generated<string>;
  /** Markdown source as the editor saved it. */
  original_desc: Generated<string>;
  /** Sanitised HTML shown on the detail page. */
  render_desc: Generated<string>;
  seo_keywords: Generated<string>;
  seo_description: Generated<string>;
  published_at: number;
  is_show: Flag;
  is_rec: Flag;
  user_count: Generated<number>;
  is_free: Flag;
  is_allow_comment: Flag;
  is_vip_free: Flag;
  deleted_at: number | null;
}

export interface CourseTeachersTable {
  course_id: number;
  teacher_id: number;
}

export interface CourseChaptersTable extends Timestamps {
  id: Generated<number>;
  course_id: number;
  title: string;
  sort: Generated<number>;
}

export interface VideosTable extends Timestamps {
  id: Generated<number>;
  course_id: number;
  /** 0: not in a chapter. */
  chapter_id: Generated<number>;
  title: string;
  slug: Generated<string>;
  /** Media path (site-relative) or provider URL. */
  url: Generated<string>;
  /** Seconds. */
  duration: Generated<number>;
  /** Preview length in seconds for viewers who may not watch the whole video. */
  free_seconds: Generated<number>;
  ban_drag: Flag;
  is_show: Flag;
  published_at: number;
  view_num: Generated<number>;
  charge_fen: Generated<number>;
  is_ban_sell: Flag;
  is_allow_comment: Flag;
  short_description: Generated<string>;
  render_desc: Generated<string>;
  seo_keywords: Generated<string>;
  seo_description: Generated<string>;
  deleted_at: number | null;
}

export interface CourseAttachmentsTable extends Timestamps {
  id: Generated<number>;
  course_id: number;
  name: string;
  path: string;
  /** Bytes. */
  size: Generated<number>;
  extension: Generated<string>;
  only_buyer: Flag;
  download_times: Generated<number>;
}

/** Course series (专栏): a priced bundle of courses. */
export interface KechengsTable extends Timestamps {
  id: Generated<number>;
  title: string;
  slug: Generated<string>;
  thumb: Generated<string>;
  short_description: Generated<string>;
  render_desc: Generated<string>;
  charge_fen: Generated<number>;
  is_show: Flag;
  sort: Generated<number>;
  published_at: number;
}

export interface KechengCoursesTable {
  kecheng_id: number;
  course_id: number;
  sort: Generated<number>;
}

/** A member's favourite course (MeEdu's course like). */
export interface CourseLikesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  course_id: number;
}

/** rt: 1 course, 2 video. content: plain text (tags stripped). is_check: 0 waiting, 1 approved, 2 rejected. */
export interface CommentsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  rt: number;
  rid: number;
  parent_id: Generated<number>;
  reply_id: Generated<number>;
  content: string;
  ip_province: Generated<string>;
  is_check: Flag;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type TeacherRow = Selectable<TeachersTable>;
export type CourseRow = Selectable<CoursesTable>;
export type NewCourse = Insertable<CoursesTable>;
export type CourseUpdate = Updateable<CoursesTable>;
export type CourseChapterRow = Selectable<CourseChaptersTable>;
export type VideoRow = Selectable<VideosTable>;
export type NewVideo = Insertable<VideosTable>;
export type CourseAttachmentRow = Selectable<CourseAttachmentsTable>;
export type KechengRow = Selectable<KechengsTable>;
