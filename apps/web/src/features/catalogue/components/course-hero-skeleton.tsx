import { useTranslation } from 'react-i18next';
import './course-hero.css';

/** The top card of a course or an offline course in grey while its detail loads. */
export function CourseHeroSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="course-hero course-hero--skeleton" aria-hidden="true">
        <div className="course-hero__cover shimmer" />
        <div className="course-hero__body">
          <div className="shimmer skeleton-line" style={{ width: '60%', height: 30 }} />
          <div className="shimmer skeleton-line" style={{ width: '90%' }} />
          <div className="shimmer skeleton-line" style={{ width: '40%' }} />
        </div>
      </div>
    </div>
  );
}
