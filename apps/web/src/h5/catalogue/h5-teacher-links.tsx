import { UserOutlined } from '@ant-design/icons';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CourseDetail, teacherName } from '#features/catalogue';
import './strings';

/** 讲师：A、B on the mobile course page, each name leading to the teacher's mobile page. */
export function H5TeacherLinks({ detail }: { detail: CourseDetail }) {
  const { t, i18n } = useTranslation(['translation', 'catalogue']);
  if (detail.teachers.length === 0) return null;
  return (
    <p className="h5-course-head__meta">
      <span>
        <UserOutlined aria-hidden="true" /> {t('catalogue:course.taughtByLabel')}
        {detail.teachers.map((p, i) => (
          <Fragment key={p.id}>
            {i > 0 && (i18n.language === 'en' ? ', ' : '、')}
            <Link to={`/h5/teacher/${p.id}`} className="h5-link">
              {teacherName(p, i18n.language)}
            </Link>
          </Fragment>
        ))}
      </span>
    </p>
  );
}
