import type { EndpointData, getTeacher } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';
import { notFound } from '#core/errors';
import { getCourseListItemsByIds } from './service';

type Db = Kysely<Database>;

/** GET /api/v2/teacher/{id}: the teacher and the courses they teach that visitors may see, newest first. */
export async function getTeacherDetail(db: Db, id: number): Promise<EndpointData<typeof getTeacher>> {
  const teacher = await db
    .selectFrom('teachers')
    .select(['id', 'name', 'name_en', 'avatar', 'title', 'description'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!teacher) throw notFound();
  const rows = await db
    .selectFrom('course_teachers')
    .innerJoin('courses', 'courses.id', 'course_teachers.course_id')
    .select('courses.id')
    .where('course_teachers.teacher_id', '=', id)
    .where(isVisible('courses'))
    .orderBy('courses.published_at', 'desc')
    .orderBy('courses.id', 'desc')
    .execute();
  return {
    teacher,
    courses: await getCourseListItemsByIds(
      db,
      rows.map((r) => r.id),
    ),
  };
}
