import { CheckCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { type CourseDetail, chapterOutline, formatDuration } from '#features/catalogue';
import { useH5Translation } from '../i18n/use-h5-translation';

/**
 * The lessons by chapter. Each opens the mobile study page; `current` marks the lesson playing there and
 * `watched` the finished ones; `preview` tags lessons a non-buyer may try.
 */
export function H5Outline({
  detail,
  preview,
  current,
  watched,
}: {
  detail: Pick<CourseDetail, 'chapters' | 'videosByChapter'>;
  preview: boolean;
  current?: number;
  watched?: ReadonlySet<number>;
}) {
  const { t } = useH5Translation();
  const groups = chapterOutline(detail as CourseDetail).filter((g) => g.videos.length > 0);
  if (groups.length === 0) return <p className="h5-muted">{t('h5:course.noOutline')}</p>;
  return (
    <div className="h5-outline">
      {groups.map((g) => (
        <section key={g.chapter?.id ?? 0} className="h5-outline__group">
          {g.chapter && <h3 className="h5-outline__chapter">{g.chapter.title}</h3>}
          <ul className="h5-outline__list">
            {g.videos.map((v) => {
              const isCurrent = v.id === current;
              return (
                <li key={v.id}>
                  <Link
                    to={`/h5/courses/video/${v.id}`}
                    replace={current !== undefined}
                    className={isCurrent ? 'h5-lesson is-current' : 'h5-lesson'}
                    aria-current={isCurrent ? 'true' : undefined}
                  >
                    <PlayCircleOutlined aria-hidden="true" className="h5-lesson__icon" />
                    <span className="h5-lesson__title">{v.title}</span>
                    {isCurrent && <span className="h5-tag">{t('h5:video.playing')}</span>}
                    {!isCurrent && preview && v.free_seconds > 0 && (
                      <span className="h5-tag h5-tag--outline">{t('h5:course.preview')}</span>
                    )}
                    {watched?.has(v.id) && (
                      <CheckCircleFilled className="h5-lesson__done" aria-label={t('h5:video.watched')} />
                    )}
                    <span className="h5-lesson__time">{formatDuration(v.duration)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
