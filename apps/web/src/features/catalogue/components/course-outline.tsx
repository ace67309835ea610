import { LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CourseDetail, chapterOutline, formatDuration, purchaseState } from '../course-detail';
import './course-outline.css';
import '../i18n/register';

/** 课程目录: chapters with their lessons; a lock when not bought, 试看 when a free preview exists. */
export function CourseOutline({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const open = ['bought', 'free'].includes(purchaseState(detail));
  const groups = chapterOutline(detail).filter((g) => g.videos.length > 0 || g.chapter);
  if (groups.every((g) => g.videos.length === 0)) {
    return <Empty description={t('catalogue:course.noLessons')} />;
  }
  let n = 0;
  return (
    <div className="outline">
      {groups.map((g) => (
        <section key={g.chapter?.id ?? 0} className="outline__chapter">
          {g.chapter && <h3 className="outline__chapter-title">{g.chapter.title}</h3>}
          <ol className="outline__list">
            {g.videos.map((v) => {
              n += 1;
              const preview = !open && v.free_seconds > 0;
              return (
                <li key={v.id}>
                  <Link to={`/courses/video/${v.id}`} className="outline__item">
                    <span className="outline__index" aria-hidden="true">
                      {String(n).padStart(2, '0')}
                    </span>
                    <PlayCircleOutlined aria-hidden="true" className="outline__play" />
                    <span className="outline__title">{v.title}</span>
                    {preview && <span className="outline__badge">{t('catalogue:course.preview')}</span>}
                    <span className="outline__duration">
                      <span className="visually-hidden">{t('catalogue:course.duration')}</span>
                      {formatDuration(v.duration)}
                    </span>
                    {!open && !preview && (
                      <LockOutlined className="outline__lock" aria-label={t('catalogue:course.locked')} />
                    )}
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
