import { hash } from '@node-rs/argon2';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  ActivatesTable,
  AdministratorsTable,
  AnnouncementsTable,
  ArticlesTable,
  CategoriesTable,
  CourseAttachmentsTable,
  CourseChaptersTable,
  CoursesTable,
  Database,
  KechengsTable,
  LinksTable,
  NavsTable,
  RolesTable,
  SlidersTable,
  TeachersTable,
  UsersTable,
  VideosTable,
  ViewBlocksTable,
} from '../core/db/schema';
import { demoMediaFile, demoUrl, demoVideoPath } from './demo/media';

/*
 * Row factories shared by seedDemo and by the tests of every area: each inserts one row with
 * sensible defaults, lets the caller override any column and returns the stored row.
 * Everything they create is visible by default (is_show=1, published yesterday).
 */

type Db = Kysely<Database>;
type Overrides<T> = Partial<Insertable<T>>;

export const DAY_MS = 86_400_000;

let sequence = 0;
/** Unique within the process; mixed with a random base so parallel test files do not collide. */
const base = Math.floor(Math.random() * 9_000_000);
function next(): number {
  sequence += 1;
  return sequence;
}

function stamps(): { created_at: number; updated_at: number } {
  const now = Date.now();
  return { created_at: now, updated_at: now };
}

const hashes = new Map<string, Promise<string>>();
/** argon2id hash; memoised because hashing is deliberately slow and tests create many members. */
export function hashDemoPassword(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hash(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

async function insert<T extends keyof Database & string>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<Selectable<Database[T]>> {
  return (await db
    .insertInto(table)
    .values(values as never)
    .returningAll()
    .executeTakeFirstOrThrow()) as Selectable<Database[T]>;
}

export function createCategory(db: Db, overrides: Overrides<CategoriesTable> = {}) {
  const n = next();
  return insert(db, 'categories', {
    type: 'course',
    name: `分类 ${n}`,
    name_en: `Category ${n}`,
    sort: n,
    ...stamps(),
    deleted_at: null,
    ...overrides,
  });
}

export function createTeacher(db: Db, overrides: Overrides<TeachersTable> = {}) {
  const n = next();
  return insert(db, 'teachers', {
    name: `讲师 ${n}`,
    name_en: `Teacher ${n}`,
    avatar: demoUrl(demoMediaFile.teacherAvatar(0)),
    title: '讲师',
    description: '',
    sort: n,
    ...stamps(),
    ...overrides,
  });
}

export function createCourse(db: Db, overrides: Overrides<CoursesTable> = {}) {
  const n = next();
  return insert(db, 'courses', {
    title: `测试课程 ${n}`,
    slug: `course-${base + n}`,
    thumb: demoUrl(demoMediaFile.courseCover(0)),
    charge_fen: 9900,
    short_description: '一门用于测试的课程',
    render_desc: '<p>课程介绍</p>',
    original_desc: '课程介绍',
    published_at: Date.now() - DAY_MS,
    ...stamps(),
    deleted_at: null,
    ...overrides,
  });
}

export async function addCourseTeacher(db: Db, courseId: number, teacherId: number): Promise<void> {
  await db.insertInto('course_teachers').values({ course_id: courseId, teacher_id: teacherId }).execute();
}

export function createChapter(db: Db, overrides: Overrides<CourseChaptersTable> & { course_id: number }) {
  const n = next();
  return insert(db, 'course_chapters', { title: `第 ${n} 章`, sort: n, ...stamps(), ...overrides });
}

export function createVideo(db: Db, overrides: Overrides<VideosTable> & { course_id: number }) {
  const n = next();
  return insert(db, 'videos', {
    title: `测试视频 ${n}`,
    slug: `video-${base + n}`,
    url: demoVideoPath(demoMediaFile.videos[0]),
    duration: demoMediaFile.videoSeconds,
    published_at: Date.now() - DAY_MS,
    ...stamps(),
    deleted_at: null,
    ...overrides,
  });
}

export function createAttachment(
  db: Db,
  overrides: Overrides<CourseAttachmentsTable> & { course_id: number },
) {
  const n = next();
  return insert(db, 'course_attachments', {
    name: `附件 ${n}.pdf`,
    path: `private/attachments/${base + n}.pdf`,
    size: 1024,
    extension: 'pdf',
    ...stamps(),
    ...overrides,
  });
}

export async function createKecheng(
  db: Db,
  overrides: Overrides<KechengsTable> = {},
  courseIds: number[] = [],
) {
  const n = next();
  const kecheng = await insert(db, 'kechengs', {
    title: `测试专栏 ${n}`,
    slug: `kecheng-${base + n}`,
    charge_fen: 19900,
    sort: n,
    published_at: Date.now() - DAY_MS,
    ...stamps(),
    ...overrides,
  });
  if (courseIds.length) {
    await db
      .insertInto('kecheng_courses')
      .values(courseIds.map((courseId, sort) => ({ kecheng_id: kecheng.id, course_id: courseId, sort })))
      .execute();
  }
  return kecheng;
}

export function createActivate(db: Db, overrides: Overrides<ActivatesTable> = {}) {
  const n = next();
  const start = Date.now() + 7 * DAY_MS;
  return insert(db, 'activates', {
    title: `测试线下课 ${n}`,
    address: '北京市海淀区中关村大街 11 号',
    city: '北京',
    started_at: start,
    ended_at: start + 4 * 3_600_000,
    enroll_ended_at: start - DAY_MS,
    quota: 50,
    published_at: Date.now() - DAY_MS,
    ...stamps(),
    ...overrides,
  });
}

export function createArticle(db: Db, overrides: Overrides<ArticlesTable> = {}) {
  const n = next();
  return insert(db, 'articles', {
    title: `测试文章 ${n}`,
    short_description: '一篇用于测试的文章',
    original_content: '正文',
    render_content: '<p>正文</p>',
    author: '书院团队',
    published_at: Date.now() - DAY_MS,
    ...stamps(),
    ...overrides,
  });
}

export function createAnnouncement(db: Db, overrides: Overrides<AnnouncementsTable> = {}) {
  const n = next();
  return insert(db, 'announcements', {
    title: `测试公告 ${n}`,
    announcement: `<p>公告内容 ${n}</p>`,
    ...stamps(),
    ...overrides,
  });
}

export function createSlider(db: Db, overrides: Overrides<SlidersTable> = {}) {
  const n = next();
  return insert(db, 'sliders', {
    thumb: demoUrl(demoMediaFile.slider('pc-1.svg')),
    url: '/courses',
    sort: n,
    platform: 'PC',
    ...stamps(),
    ...overrides,
  });
}

/** `config` may be given as an object; it is stored as JSON text. */
export function createViewBlock(
  db: Db,
  overrides: Omit<Overrides<ViewBlocksTable>, 'config'> & { sign: string; config?: string | object },
) {
  const { config = {}, ...rest } = overrides;
  return insert(db, 'view_blocks', {
    platform: 'pc',
    page: 'pc-page-index',
    sort: next(),
    ...stamps(),
    ...rest,
    config: typeof config === 'string' ? config : JSON.stringify(config),
  });
}

export function createNav(db: Db, overrides: Overrides<NavsTable> = {}) {
  const n = next();
  return insert(db, 'navs', {
    name: `导航 ${n}`,
    name_en: `Nav ${n}`,
    url: '/',
    platform: 'PC',
    sort: n,
    ...stamps(),
    ...overrides,
  });
}

export function createLink(db: Db, overrides: Overrides<LinksTable> = {}) {
  const n = next();
  return insert(db, 'links', {
    name: `友情链接 ${n}`,
    url: 'https://example.com',
    sort: n,
    ...stamps(),
    ...overrides,
  });
}

export function createRole(db: Db, overrides: Overrides<RolesTable> = {}) {
  const n = next();
  return insert(db, 'roles', {
    name: `会员 ${n}`,
    charge_fen: 2900,
    expire_days: 30,
    weight: n,
    description: '会员权益',
    ...stamps(),
    ...overrides,
  });
}

/** A member who can log in with `password` (default shuyuan123). */
export async function createMember(db: Db, overrides: Overrides<UsersTable> & { password?: string } = {}) {
  const { password = 'shuyuan123', ...rest } = overrides;
  const n = next();
  return insert(db, 'users', {
    nick_name: `学员${base + n}`,
    mobile: `139${String(base + n).padStart(8, '0')}`,
    password: await hashDemoPassword(password),
    is_password_set: 1,
    ...stamps(),
    role_expired_at: null,
    ...rest,
  });
}

export async function createAdministrator(
  db: Db,
  overrides: Overrides<AdministratorsTable> & { password?: string } = {},
) {
  const { password = 'shuyuan123', ...rest } = overrides;
  const n = next();
  return insert(db, 'administrators', {
    username: `admin${base + n}`,
    name: `管理员 ${n}`,
    password: await hashDemoPassword(password),
    role: 'super',
    last_login_at: null,
    ...stamps(),
    ...rest,
  });
}
