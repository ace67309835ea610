import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * The Kysely view of the database (conventions: docs/decisions/001-column-conventions.md).
 * Ids are Generated; columns with a database default are Generated too, so inserts may omit them.
 * Timestamps are epoch milliseconds (UTC), money is integer fen, flags are 0/1, JSON is text.
 */

type Flag = Generated<number>;
type Timestamps = { created_at: number; updated_at: number };

export interface AppConfigTable {
  id: Generated<number>;
  key: string;
  /** JSON text. */
  value: string;
  is_private: Flag;
  updated_at: number;
}

export interface NavsTable extends Timestamps {
  id: Generated<number>;
  sort: Generated<number>;
  name: string;
  name_en: Generated<string>;
  url: string;
  /** Comma-separated route prefixes that highlight this item. */
  active_routes: Generated<string>;
  /** 'PC' or 'h5' (MeEdu's spelling). */
  platform: string;
  parent_id: Generated<number>;
  blank: Flag;
}

export interface LinksTable extends Timestamps {
  id: Generated<number>;
  sort: Generated<number>;
  name: string;
  url: string;
}

export interface SlidersTable extends Timestamps {
  id: Generated<number>;
  thumb: string;
  url: Generated<string>;
  sort: Generated<number>;
  /** PC, H5, MINI, APP. */
  platform: string;
}

export interface ViewBlocksTable extends Timestamps {
  id: Generated<number>;
  platform: string;
  page: string;
  sign: string;
  sort: Generated<number>;
  /** JSON text; its shape depends on `sign`. */
  config: string;
}

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

/** Offline courses (线下课程). */
export interface ActivatesTable extends Timestamps {
  id: Generated<number>;
  category_id: Generated<number>;
  title: string;
  thumb: Generated<string>;
  short_description: Generated<string>;
  render_desc: Generated<string>;
  address: Generated<string>;
  city: Generated<string>;
  started_at: number;
  ended_at: number;
  enroll_ended_at: number;
  /** 0: unlimited. */
  quota: Generated<number>;
  enrolled_count: Generated<number>;
  charge_fen: Generated<number>;
  is_show: Flag;
  published_at: number;
}

export interface ArticlesTable extends Timestamps {
  id: Generated<number>;
  category_id: Generated<number>;
  title: string;
  thumb: Generated<string>;
  short_description: Generated<string>;
  original_content: Generated<string>;
  render_content: Generated<string>;
  author: Generated<string>;
  view_times: Generated<number>;
  is_show: Flag;
  published_at: number;
}

export interface AnnouncementsTable extends Timestamps {
  id: Generated<number>;
  admin_id: Generated<number>;
  title: string;
  /** HTML. */
  announcement: string;
  view_times: Generated<number>;
}

export interface UsersTable extends Timestamps {
  id: Generated<number>;
  avatar: Generated<string>;
  nick_name: string;
  mobile: string;
  /** argon2 hash. */
  password: string;
  credit1: Generated<number>;
  credit2: Generated<number>;
  credit3: Generated<number>;
  is_active: Flag;
  is_lock: Flag;
  role_id: Generated<number>;
  role_expired_at: number | null;
  invite_user_id: Generated<number>;
  invite_balance: Generated<number>;
  is_password_set: Flag;
  is_set_nickname: Flag;
  register_ip: Generated<string>;
  register_area: Generated<string>;
  last_login_id: Generated<number>;
}

/** VIP memberships. */
export interface RolesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  charge_fen: Generated<number>;
  expire_days: number;
  weight: Generated<number>;
  /** One benefit per line. */
  description: Generated<string>;
  is_show: Flag;
}

export type AdminRole = 'super' | 'editor' | 'finance' | 'support';

export interface AdministratorsTable extends Timestamps {
  id: Generated<number>;
  username: string;
  name: string;
  /** argon2 hash. */
  password: string;
  role: AdminRole;
  is_locked: Flag;
  last_login_at: number | null;
}

/** One change made by an administrator (issue 8); before/after are JSON text or null. */
export interface AdminAuditLogsTable extends Timestamps {
  id: Generated<number>;
  admin_id: number;
  admin_username: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  ip: string;
}

/** An administrator's upload in the media library (issue 8); kind video | image; size in bytes. */
export interface MediaFilesTable extends Timestamps {
  id: Generated<number>;
  kind: string;
  name: Generated<string>;
  path: string;
  mime: Generated<string>;
  size: Generated<number>;
  admin_id: Generated<number>;
}

/** What a member may study. source: 'order' | 'admin' | 'code'. */
export interface UserCoursesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  charge_fen: Generated<number>;
  order_id: Generated<number>;
  source: string;
}

export interface NotificationsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  /** registration | order | credit | course | announcement | system */
  type: string;
  message: string;
  url: Generated<string>;
  read_at: number | null;
}

export interface Credit1RecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  /** Signed: rewards are positive, spending negative. */
  sum: number;
  remark: string;
  /** Unique per member when set: a reward granted at most once. */
  unique_key: string | null;
}

/** A member's favourite course (MeEdu's course like). */
export interface CourseLikesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  course_id: number;
}

export interface ActivateLikesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  activate_id: number;
}

/** A seat in an offline course. source: 'free' | 'order' | 'admin'; order_id 0 unless a paid order. */
export interface ActivateUsersTable extends Timestamps {
  id: Generated<number>;
  activate_id: number;
  user_id: number;
  charge_fen: Generated<number>;
  order_id: Generated<number>;
  source: string;
}

/** rt: 1 course, 2 video. content: plain text (tags stripped). is_check: 1 once approved. */
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

/** Commerce (issue 5). status 1 unpaid, 5 paying, 7 cancelled, 9 paid; goods_type COURSE | ROLE | ACTIVATE. */
export interface OrdersTable extends Timestamps {
  id: Generated<number>;
  order_no: string;
  /** The unguessable token in pay_url (the cashier page is opened without a login, e.g. on a phone). */
  pay_sign: string;
  user_id: number;
  goods_type: string;
  goods_id: number;
  goods_name: Generated<string>;
  goods_thumb: Generated<string>;
  charge_fen: Generated<number>;
  discount_fen: Generated<number>;
  total_fen: Generated<number>;
  promo_code_id: Generated<number>;
  status: number;
  /** sandbox | alipay | wechat | handpay. */
  payment: Generated<string>;
  trade_no: Generated<string>;
  /** '' until paid; 'done', or 'seat_full' when an offline course filled up before the payment came. */
  delivery: Generated<string>;
  expires_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
  is_refund: Flag;
  refunded_at: number | null;
  credit1_reward: Generated<number>;
}

export interface PromoCodesTable extends Timestamps {
  id: Generated<number>;
  /** The owner (an invite code); 0: issued by the site. */
  user_id: Generated<number>;
  code: string;
  discount_fen: Generated<number>;
  invite_reward_fen: Generated<number>;
  /** 0: unlimited. */
  use_times: Generated<number>;
  used_times: Generated<number>;
  started_at: number | null;
  expired_at: number | null;
  deleted_at: number | null;
}

export interface PromoCodeUsesTable extends Timestamps {
  id: Generated<number>;
  promo_code_id: number;
  user_id: number;
  order_id: number;
}

export interface UserSocialitesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  /** qq | wechat */
  app: string;
  app_user_id: string;
  union_id: Generated<string>;
  /** JSON text of the provider profile. */
  data: Generated<string>;
}

/** One row per issued member token. */
export interface UserLoginRecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  jti: string;
  platform: Generated<string>;
  ip: Generated<string>;
  ua: Generated<string>;
  is_logout: Flag;
  expires_at: number;
}

export interface UserProfilesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  real_name: Generated<string>;
  id_number: Generated<string>;
  is_verify: Flag;
  verify_image_url: Generated<string>;
}

export interface UserFaceVerifyRecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  provider: string;
  rule_id: string;
  biz_token: string;
  request_id: Generated<string>;
  /** 0 started, 9 passed, 5 failed. */
  status: Flag;
}

export interface UserDeleteJobsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  submit_at: number;
  expired_at: number;
  /** 0 pending, 1 cancelled by a login, 2 carried out. */
  status: Flag;
}

export interface SmsRecordsTable extends Timestamps {
  id: Generated<number>;
  mobile: string;
  scene: string;
  provider: string;
  ip: Generated<string>;
  status: Flag;
  error: Generated<string>;
}

/** Learning (issue 6): a member's progress in one video (MeEdu's user_video_watch_records). */
export interface VideoWatchRecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  video_id: number;
  /** Seconds; only grows. */
  watch_seconds: Generated<number>;
  /** Set once, when the position reached the duration. */
  watched_at: number | null;
}

/** A member's progress in a course (MeEdu's course_user_records); progress 0–100. */
export interface CourseUserRecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  progress: Generated<number>;
  is_watched: Flag;
  watched_at: number | null;
}

/** A quality a video is offered in; format mp4 | m3u8; hls_key: 32 hex of an AES-128 HLS rendition. */
export interface VideoRenditionsTable extends Timestamps {
  id: Generated<number>;
  video_id: number;
  name: string;
  format: string;
  url: string;
  sort: Generated<number>;
  hls_key: string | null;
}

/** A WebVTT caption track of a video (one per language); the file is under DATA_DIR/media at `path`. */
export interface VideoCaptionsTable extends Timestamps {
  id: Generated<number>;
  video_id: number;
  lang: string;
  label: string;
  path: string;
  size: Generated<number>;
  admin_id: Generated<number>;
}

/** A certificate of completion; code is the public verification code. */
export interface CourseCertificatesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  code: string;
  member_name: Generated<string>;
  course_title: Generated<string>;
  issued_at: number;
}

export interface Database {
  user_socialites: UserSocialitesTable;
  user_login_records: UserLoginRecordsTable;
  user_profiles: UserProfilesTable;
  user_face_verify_records: UserFaceVerifyRecordsTable;
  user_delete_jobs: UserDeleteJobsTable;
  sms_records: SmsRecordsTable;
  app_config: AppConfigTable;
  navs: NavsTable;
  links: LinksTable;
  sliders: SlidersTable;
  view_blocks: ViewBlocksTable;
  categories: CategoriesTable;
  teachers: TeachersTable;
  courses: CoursesTable;
  course_teachers: CourseTeachersTable;
  course_chapters: CourseChaptersTable;
  videos: VideosTable;
  course_attachments: CourseAttachmentsTable;
  kechengs: KechengsTable;
  kecheng_courses: KechengCoursesTable;
  activates: ActivatesTable;
  articles: ArticlesTable;
  announcements: AnnouncementsTable;
  users: UsersTable;
  roles: RolesTable;
  administrators: AdministratorsTable;
  admin_audit_logs: AdminAuditLogsTable;
  media_files: MediaFilesTable;
  user_courses: UserCoursesTable;
  notifications: NotificationsTable;
  credit1_records: Credit1RecordsTable;
  course_likes: CourseLikesTable;
  activate_likes: ActivateLikesTable;
  activate_users: ActivateUsersTable;
  comments: CommentsTable;
  orders: OrdersTable;
  promo_codes: PromoCodesTable;
  promo_code_uses: PromoCodeUsesTable;
  video_watch_records: VideoWatchRecordsTable;
  course_user_records: CourseUserRecordsTable;
  video_renditions: VideoRenditionsTable;
  video_captions: VideoCaptionsTable;
  course_certificates: CourseCertificatesTable;
}

export type AppConfigRow = Selectable<AppConfigTable>;
export type NavRow = Selectable<NavsTable>;
export type LinkRow = Selectable<LinksTable>;
export type SliderRow = Selectable<SlidersTable>;
export type ViewBlockRow = Selectable<ViewBlocksTable>;
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
export type ActivateRow = Selectable<ActivatesTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type AnnouncementRow = Selectable<AnnouncementsTable>;
export type UserRow = Selectable<UsersTable>;
export type UserSocialiteRow = Selectable<UserSocialitesTable>;
export type RoleRow = Selectable<RolesTable>;
export type AdministratorRow = Selectable<AdministratorsTable>;

export type OrderRow = Selectable<OrdersTable>;
export type PromoCodeRow = Selectable<PromoCodesTable>;
