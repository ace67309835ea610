import { TeamOutlined } from '@ant-design/icons';
import type { TCourseListItem } from '@shuyuan/contract/catalogue';
import { Link } from 'react-router';
import { useFeature } from '#lib/store/features';
import { formatYuan, isFreeCourse } from '#shared/price';
import { useH5Translation } from '../i18n/use-h5-translation';

/** One course row of the mobile lists: cover on the left, title, learners and price on the right. */
export function H5CourseItem({ course }: { course: TCourseListItem }) {
  const { t } = useH5Translation();
  const free = isFreeCourse(course);
  const sellsVip = useFeature('vip');
  return (
    <li>
      <Link to={`/h5/courses/detail/${course.id}`} className="surface h5-course">
        <img className="h5-course__cover" src={course.thumb} alt="" loading="lazy" />
        <div className="h5-course__body">
          <h3 className="h5-course__title">{course.title}</h3>
          <p className="h5-course__meta">
            <span>{t('h5:courses.lessons', { count: course.videos_count })}</span>
            <span>
              <TeamOutlined aria-hidden="true" /> {t('course.learners', { count: course.user_count })}
            </span>
          </p>
          <p className="h5-course__foot">
            <span className={free ? 'h5-price is-free' : 'h5-price'}>
              {free ? t('course.free') : formatYuan(course.charge)}
            </span>
            {sellsVip && !free && course.is_vip_free === 1 && (
              <span className="h5-tag">{t('h5:course.vipFree')}</span>
            )}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** Placeholder rows while a list loads (the shimmer class is what screenshots wait on). */
export function H5ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useH5Translation();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <div key={i} className="h5-skeleton shimmer" aria-hidden="true" />
      ))}
    </div>
  );
}
