import { TeamOutlined } from '@ant-design/icons';
import type { TCourseListItem } from '@shuyuan/contract/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan, isFreeCourse } from './price';
import { Tile } from './tile';
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
  const free = isFreeCourse(course);
  return (
    <Tile
      block="course-card"
      to={`/courses/detail/${course.id}`}
      title={course.title}
      thumb={course.thumb}
      headingLevel={headingLevel}
      badge={
        course.videos_count > 0 && (
          <span className="course-card__lessons">{t('course.lessons', { count: course.videos_count })}</span>
        )
      }
    >
      <p className="course-card__category">{course.category?.name || t('course.uncategorised')}</p>
      <div className="tile__meta">
        <span className={free ? 'tile__price is-free' : 'tile__price'}>
          {free ? t('course.free') : formatYuan(course.charge)}
        </span>
        <span className="tile__fact">
          <TeamOutlined aria-hidden="true" /> {t('course.learners', { count: course.user_count })}
        </span>
      </div>
    </Tile>
  );
}

export function CourseGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="tile-grid course-grid" aria-label={label}>
      {children}
    </ul>
  );
}
