import { useId, useState } from 'react';
import { Link } from 'react-router';
import { STUDY_PAGE_SIZE, type StudyScene, studyCard, useStudyListQuery } from '#features/learning';
import { useAppSelector } from '#lib/store/app-store';
import { GuestCard } from '../components/guest-card';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5Tabs, tabId } from '../components/h5-tabs';
import { LoadMore } from '../components/load-more';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';
import { h5TargetFor } from '../route-map';

type Scene = Extract<StudyScene, 'learning' | 'bought'>;

/** One page of a study list; the last one loaded also offers the next (pages stack up as the member scrolls). */
function StudyChunk({
  scene,
  page,
  last,
  onMore,
}: {
  scene: Scene;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const { t } = useH5Translation();
  const query = useStudyListQuery(scene, page);
  if (query.isPending) return <H5ListSkeleton rows={page === 1 ? 3 : 1} />;
  if (query.isError) return <H5Empty text={t('h5:loadFailed')} />;
  const { data, total } = query.data;
  if (page === 1 && data.length === 0) {
    return (
      <H5Empty
        text={scene === 'learning' ? t('h5:study.empty') : t('h5:study.emptyOwned')}
        link={{ to: '/h5/courses', label: t('h5:study.browse') }}
      />
    );
  }
  return (
    <>
      <ul className="h5-study">
        {data.map((item) => {
          const card = studyCard(item);
          return (
            <li key={card.courseId}>
              <Link to={h5TargetFor(card.continueTo).to} className="surface h5-study__item">
                <img src={card.thumb} alt="" className="h5-study__cover" loading="lazy" />
                <div className="h5-study__body">
                  <h3 className="h5-study__title">{card.title}</h3>
                  <div className="h5-progress" aria-hidden="true">
                    <span style={{ width: `${card.progress}%` }} />
                  </div>
                  <p className="h5-study__meta">
                    <span>
                      {card.finished ? t('h5:study.watched') : t('h5:study.progress', { n: card.progress })}
                    </span>
                    <span>{t('h5:study.learned', { count: card.learned })}</span>
                  </p>
                </div>
                <span className="h5-study__go">{t('h5:study.continue')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {last && (
        <LoadMore
          hasMore={page * STUDY_PAGE_SIZE < total}
          loading={false}
          onMore={onMore}
          showEnd={page > 1}
        />
      )}
    </>
  );
}

/** /h5/study (a tab): the courses the member is taking and has bought, with progress and 继续学习. */
export function H5StudyPage() {
  const { t } = useH5Translation();
  const isLogin = useAppSelector((s) => s.loginUser.isLogin);
  const id = useId();
  const [scene, setScene] = useState<Scene>('learning');
  const [pages, setPages] = useState(1);
  const choose = (s: Scene) => {
    setScene(s);
    setPages(1);
  };
  return (
    <H5Screen title={t('h5:study.title')} tabs>
      {!isLogin ? (
        <GuestCard text={t('h5:guest.studyText')} />
      ) : (
        <>
          <div className="h5-card h5-card--flush">
            <H5Tabs
              id={id}
              label={t('h5:study.tabsLabel')}
              value={scene}
              onChange={choose}
              tabs={[
                { key: 'learning', label: t('h5:study.learning') },
                { key: 'bought', label: t('h5:study.owned') },
              ]}
            />
          </div>
          <div role="tabpanel" aria-labelledby={tabId(id, scene)}>
            {Array.from({ length: pages }, (_, i) => (
              <StudyChunk
                // biome-ignore lint/suspicious/noArrayIndexKey: a chunk is its page number, which never moves
                key={`${scene}-${i + 1}`}
                scene={scene}
                page={i + 1}
                last={i + 1 === pages}
                onMore={() => setPages(pages + 1)}
              />
            ))}
          </div>
        </>
      )}
    </H5Screen>
  );
}
