import { TeamOutlined } from '@ant-design/icons';
import type { TCourseListItem } from '@shuyuan/contract/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan, isFreeCourse } from './price';
import './course-card.css';

/** A course in a grid: cover, title, category, price (or 免费) and learners. */
export function CourseCard({
  course,
  headingLevel = 3,
}: {
  course: TCourseListItem;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const free = isFreeCourse(course);
  return (
    <article className="course-card">
      <Link to={`/courses/detail/${course.id}`} className="course-card__link">
        <div className="course-card__cover">
          {course.thumb ? (
            <img
              src={course.thumb}
              alt={t('course.coverAlt', { title: course.title })}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="course-card__cover-empty" aria-hidden="true">
              {course.title.slice(0, 2)}
            </span>
          )}
          {course.videos_count > 0 && (
            <span className="course-card__lessons">
              {t('course.lessons', { count: course.videos_count })}
            </span>
          )}
        </div>
        <div className="course-card__body">
          <Heading className="course-card__title" title={course.title}>
            {course.title}
          </Heading>
          <p className="course-card__category">{course.category?.name || t('course.uncategorised')}</p>
          <div className="course-card__meta">
            <span className={free ? 'course-card__price is-free' : 'course-card__price'}>
              {free ? t('course.free') : formatYuan(course.charge)}
            </span>
            <span className="course-card__learners">
              <TeamOutlined aria-hidden="true" /> {t('course.learners', { count: course.user_count })}
            </span>
          </div>
        </div>
      </Link>
    </article>
  );
}

export function CourseGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="course-grid" aria-label={label}>
      {children}
    </ul>
  );
}
