import type {
  CategoriesTable,
  CourseAttachmentsTable,
  CourseChaptersTable,
  CoursesTable,
  KechengsTable,
  TeachersTable,
  VideosTable,
} from '#core/db/schema';
import { demoMediaFile, demoUrl, demoVideoPath } from '../demo/media';
import { base, DAY_MS, type Db, insert, next, type Overrides, stamps } from './insert-row';

/* Catalogue rows: categories, teachers, courses with their chapters, videos and attachments, series. */

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
