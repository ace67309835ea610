import type { getTeacher } from '@shuyuan/contract/catalogue';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { CourseGridSkeleton } from '#shared/course-grid-skeleton';
import { DetailFrame } from '#shared/detail-frame';
import { usePageTitle } from '#shared/use-page-title';
import { useTeacherQuery } from '../api/teachers';
import { CourseShelf } from '../components/course-shelf';
import { TeacherAvatar } from '../components/teacher-avatar';
import { teacherName } from '../course-detail';
import './teacher-page.css';
import '../i18n/register';
import { useIdParam } from '#shared/query-params';

type Detail = EndpointData<typeof getTeacher>;

/** /teacher/:teacherId — a teacher's profile and the courses they teach. */
export function TeacherPage() {
  const { t, i18n } = useTranslation(['translation', 'catalogue']);
  const id = useIdParam('teacherId');
  const validId = id > 0;
  const query = useTeacherQuery(validId ? id : 0);
  const title = query.data ? teacherName(query.data.teacher, i18n.language) : t('catalogue:teacher.title');
  usePageTitle(title);
  return (
    <DetailFrame
      list={{ label: t('nav.courses'), to: '/courses' }}
      title={title}
      validId={validId}
      query={query}
      missingTitle={t('catalogue:teacher.missing')}
      backLabel={t('catalogue:teacher.back')}
    >
      {query.data ? <TeacherBody detail={query.data} /> : <CourseGridSkeleton count={4} />}
    </DetailFrame>
  );
}

function TeacherBody({ detail: { teacher, courses } }: { detail: Detail }) {
  const { t, i18n } = useTranslation(['translation', 'catalogue']);
  const name = teacherName(teacher, i18n.language);
  return (
    <>
      <section className="surface teacher-hero" aria-labelledby="teacher-name">
        <TeacherAvatar teacher={teacher} className="teacher-hero__avatar" />
        <div className="teacher-hero__body">
          <h1 id="teacher-name" className="teacher-hero__name">
            {name}
          </h1>
          {teacher.title && <p className="teacher-hero__title">{teacher.title}</p>}
          {teacher.description && <p className="teacher-hero__desc">{teacher.description}</p>}
          <p className="teacher-hero__count">
            {t('catalogue:teacher.coursesCount', { count: courses.length })}
          </p>
        </div>
      </section>
      <CourseShelf
        id="teacher-courses"
        className="teacher-courses"
        title={t('catalogue:teacher.courses')}
        empty={t('catalogue:teacher.coursesEmpty')}
        courses={courses}
      />
    </>
  );
}
