import { Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '#shared/link-button';
import { PagedList } from '#shared/paged-list';
import { RowSkeleton } from '#shared/row-skeleton';
import { useListParams } from '#shared/use-list-params';
import {
  readStudyScene,
  STUDY_PAGE_SIZE,
  STUDY_SCENES,
  type StudyScene,
  useStudyListQuery,
} from '../api/study';
import { studyCard } from '../study-view';
import { ProgressDialog } from './progress-dialog';
import { StudyCourseItem } from './study-course-item';
import './study-lists.css';
import '../i18n/register';

/**
 * The study centre's body, shared by /study-center and /member/study: 在学 / 购买 / 收藏 (upstream's radio),
 * 10 courses a page, each with its progress; the list and page live in the address (`?scene=&page=`).
 */
export function StudyLists() {
  const { t } = useTranslation('learning');
  const { params, page, go: writeParams } = useListParams();
  const scene = readStudyScene(params.get('scene'));
  const list = useStudyListQuery(scene, page);
  const [details, setDetails] = useState<{ id: number; title: string } | null>(null);

  const go = (next: StudyScene, nextPage = 1) =>
    writeParams(
      { scene: next === 'learning' ? undefined : next, page: nextPage },
      { replace: nextPage === 1 },
    );

  return (
    <div className="study" aria-busy={list.isFetching}>
      <Radio.Group
        className="study__scenes"
        optionType="button"
        buttonStyle="solid"
        aria-label={t('study.scenesLabel')}
        value={scene}
        onChange={(e) => go(e.target.value as StudyScene)}
        options={STUDY_SCENES.map((key) => ({ value: key, label: t(`study.${key}`) }))}
      />
      <PagedList
        query={list}
        page={page}
        pageSize={STUDY_PAGE_SIZE}
        onPage={(p) => go(scene, p)}
        inCard
        skeleton={<RowSkeleton rows={3} thumb />}
        failed={t('study.loadFailed')}
        empty={t(`study.empty.${scene}`)}
        emptyAction={
          <LinkButton to="/courses" type="primary">
            {t('study.browse')}
          </LinkButton>
        }
      >
        {(items) => (
          <ul className="plain-list ruled-rows">
            {items.map((item) => {
              const card = studyCard(item);
              return (
                <StudyCourseItem
                  key={card.courseId}
                  card={card}
                  scene={scene}
                  onDetails={() => setDetails({ id: card.courseId, title: card.title })}
                />
              );
            })}
          </ul>
        )}
      </PagedList>
      <ProgressDialog course={details} onClose={() => setDetails(null)} />
    </div>
  );
}
