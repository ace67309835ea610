import { CheckCircleFilled, LockOutlined, PlayCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import type { TVideoDetail } from '@shuyuan/contract/learning';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CourseDetail, chapterOutline, formatDuration } from '#features/catalogue';
import { lessonPercent } from '../study-view';
import './lesson-list.css';
import '../i18n/register';

/**
 * The course's chapters and lessons beside the player: the current one marked, finished ones ticked, a
 * lock on lessons that need the course, 试看 on the ones with a free preview.
 */
export function LessonList({ outline, detail }: { outline: CourseDetail; detail: TVideoDetail }) {
  const { t } = useTranslation('learning');
  const list = useRef<HTMLDivElement>(null);
  const currentId = detail.video.id;
  const groups = chapterOutline(outline).filter((g) => g.videos.length > 0);
  const count = groups.reduce((n, g) => n + g.videos.length, 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another lesson becomes current
  useEffect(() => {
    // Bring the current lesson into the list's view without scrolling the page itself.
    const box = list.current;
    const item = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (box && item) box.scrollTop = Math.max(0, item.offsetTop - box.clientHeight / 3);
  }, [currentId]);

  return (
    <nav className="lessons" aria-labelledby="lessons-title">
      <header className="lessons__head">
        <h2 id="lessons-title" className="lessons__title">
          {t('lessons.title')}
        </h2>
        <span className="lessons__count">{t('lessons.count', { count })}</span>
      </header>
      <div className="lessons__scroll" ref={list}>
        {groups.map((g) => (
          <section key={g.chapter?.id ?? 0} className="lessons__chapter">
            {g.chapter && <h3 className="lessons__chapter-title">{g.chapter.title}</h3>}
            <ol className="lessons__list">
              {g.videos.map((v) => {
                const current = v.id === currentId;
                const record = detail.video_watched_progress[String(v.id)] ?? null;
                const percent = lessonPercent(v.duration, record);
                const preview = !detail.is_watch && v.free_seconds > 0;
                const locked = !detail.is_watch && !preview;
                return (
                  <li key={v.id}>
                    <Link
                      to={`/courses/video/${v.id}`}
                      className={current ? 'lessons__item is-current' : 'lessons__item'}
                      aria-current={current ? 'page' : undefined}
                    >
                      <span className="lessons__icon" aria-hidden="true">
                        {current ? <PlayCircleFilled /> : <PlayCircleOutlined />}
                      </span>
                      <span className="lessons__name">{v.title}</span>
                      <span className="lessons__meta">
                        {preview && <span className="lessons__badge">{t('lessons.preview')}</span>}
                        {percent === 100 ? (
                          <CheckCircleFilled className="lessons__done" aria-label={t('lessons.watched')} />
                        ) : percent > 0 ? (
                          <span className="lessons__percent">{t('lessons.progress', { percent })}</span>
                        ) : null}
                        {locked && (
                          <LockOutlined className="lessons__lock" aria-label={t('lessons.locked')} />
                        )}
                        <span className="lessons__duration">
                          <span className="visually-hidden">{t('lessons.duration')}</span>
                          {formatDuration(v.duration)}
                        </span>
                      </span>
                      {current && <span className="visually-hidden">{t('lessons.current')}</span>}
                    </Link>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
    </nav>
  );
}
