import type { AdminAuditLogsTable, AdministratorsTable, MediaFilesTable } from './schema/admin';
import type {
  CategoriesTable,
  CommentsTable,
  CourseAttachmentsTable,
  CourseChaptersTable,
  CourseLikesTable,
  CoursesTable,
  CourseTeachersTable,
  KechengCoursesTable,
  KechengsTable,
  TeachersTable,
  VideosTable,
} from './schema/catalogue';
import type {
  OrdersTable,
  PaymentOpenidsTable,
  PaymentRefundsTable,
  PaymentsTable,
  PromoCodesTable,
  PromoCodeUsesTable,
  RoleJoinRecordsTable,
  RolesTable,
  UserCoursesTable,
} from './schema/commerce';
import type {
  ActivateLikesTable,
  ActivatesTable,
  ActivateUsersTable,
  AnnouncementsTable,
  ArticlesTable,
  SlidersTable,
  ViewBlocksTable,
} from './schema/content';
import type {
  ExamAttemptAnswersTable,
  ExamAttemptsTable,
  ExamCategoriesTable,
  ExamPaperQuestionsTable,
  ExamPapersTable,
  ExamPaperUsersTable,
  ExamQuestionsTable,
} from './schema/exams';
import type { JobsTable } from './schema/jobs';
import type {
  CourseCertificatesTable,
  CourseUserRecordsTable,
  MediaTranscodesTable,
  VideoCaptionsTable,
  VideoRenditionsTable,
  VideoWatchRecordsTable,
} from './schema/learning';
import type {
  Credit1RecordsTable,
  MemberAgreementsTable,
  NotificationsTable,
  SmsRecordsTable,
  UserDeleteJobsTable,
  UserFaceVerifyRecordsTable,
  UserLoginRecordsTable,
  UserProfilesTable,
  UserSocialitesTable,
  UsersTable,
} from './schema/member';
import type { AppConfigTable, LinksTable, NavsTable } from './schema/system';

/*
 * The Kysely view of the database (conventions: docs/decisions/001-column-conventions.md).
 * Ids are Generated; columns with a database default are Generated too, so inserts may omit them.
 * Timestamps are epoch milliseconds (UTC), money is integer fen, flags are 0/1, JSON is text.
 * The tables are declared by area in ./schema/; this file puts them together and re-exports them.
 */

export type * from './schema/admin';
export type * from './schema/catalogue';
export type * from './schema/commerce';
export type * from './schema/content';
export type * from './schema/exams';
export type * from './schema/jobs';
export type * from './schema/learning';
export type * from './schema/member';
export type * from './schema/system';

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
  role_join_records: RoleJoinRecordsTable;
  member_agreements: MemberAgreementsTable;
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
  payments: PaymentsTable;
  payment_refunds: PaymentRefundsTable;
  payment_openids: PaymentOpenidsTable;
  promo_codes: PromoCodesTable;
  promo_code_uses: PromoCodeUsesTable;
  video_watch_records: VideoWatchRecordsTable;
  course_user_records: CourseUserRecordsTable;
  video_renditions: VideoRenditionsTable;
  video_captions: VideoCaptionsTable;
  course_certificates: CourseCertificatesTable;
  jobs: JobsTable;
  media_transcodes: MediaTranscodesTable;
  exam_categories: ExamCategoriesTable;
  exam_questions: ExamQuestionsTable;
  exam_papers: ExamPapersTable;
  exam_paper_questions: ExamPaperQuestionsTable;
  exam_attempts: ExamAttemptsTable;
  exam_attempt_answers: ExamAttemptAnswersTable;
  exam_paper_users: ExamPaperUsersTable;
}
