import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TeacherAvatar, teacherName, teacherQuery } from '#features/catalogue';
import { H5CourseItem, H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5Screen } from '../layout/h5-screen';
import './h5-catalogue.css';
import './strings';

/** /h5/teacher/:teacherId: the teacher's picture, name, title and introduction, then their courses. */
export function H5TeacherPage() {
  const { t, i18n } = useTranslation(['translation', 'catalogue']);
  const id = Number(useParams().teacherId);
  const query = useQuery({ ...teacherQuery(id), enabled: id > 0 });
  const d = query.data;
  if (!d) {
    return (
      <H5Screen title={t('catalogue:teacher.title')} back="/h5/courses">
        {query.isError || !(id > 0) ? (
          <H5Empty
            text={t('catalogue:teacher.missing')}
            link={{ to: '/h5/courses', label: t('catalogue:teacher.back') }}
          />
        ) : (
          <H5ListSkeleton rows={4} />
        )}
      </H5Screen>
    );
  }
  const name = teacherName(d.teacher, i18n.language);
  return (
    <H5Screen title={name} barTitle={t('catalogue:teacher.title')} back="/h5/courses">
      <section className="h5-card h5-teacher">
        <TeacherAvatar teacher={d.teacher} className="h5-teacher__avatar" />
        <h1 className="h5-teacher__name">{name}</h1>
        {d.teacher.title && <p className="h5-teacher__title">{d.teacher.title}</p>}
        {d.teacher.description && <p className="h5-teacher__desc">{d.teacher.description}</p>}
      </section>
      <section className="h5-section" aria-labelledby="h5-teacher-courses">
        <div className="h5-section__head">
          <h2 id="h5-teacher-courses" className="h5-section__title">
            {t('catalogue:teacher.courses')}
          </h2>
          <span className="h5-muted">{t('catalogue:teacher.coursesCount', { count: d.courses.length })}</span>
        </div>
        {d.courses.length === 0 ? (
          <H5Empty text={t('catalogue:teacher.coursesEmpty')} />
        ) : (
          <ul className="h5-courses">
            {d.courses.map((c) => (
              <H5CourseItem key={c.id} course={c} />
            ))}
          </ul>
        )}
      </section>
    </H5Screen>
  );
}
