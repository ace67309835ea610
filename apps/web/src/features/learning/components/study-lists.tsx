import { Button, Empty, Pagination, Radio, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '#shared/link-button';
import { positiveInt } from '#shared/query-params';
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
import { ListSkeletonRows } from './study-skeleton';
import './study-lists.css';
import '../i18n/register';

/**
 * The study centre's body, shared by /study-center and /member/study: 在学 / 购买 / 收藏 (upstream's radio),
 * 10 courses a page, each with its progress; the list and page live in the address (`?scene=&page=`).
 */
export function StudyLists() {
  const { t } = useTranslation(['translation', 'learning']);
  const [params, setParams] = useSearchParams();
  const scene = readStudyScene(params.get('scene'));
  const page = positiveInt(params.get('page')) || 1;
  const list = useStudyListQuery(scene, page);
  const [details, setDetails] = useState<{ id: number; title: string } | null>(null);
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const s = 'learning:study';

  const go = (next: StudyScene, nextPage = 1) => {
    const q = new URLSearchParams();
    if (next !== 'learning') q.set('scene', next);
    if (nextPage > 1) q.set('page', String(nextPage));
    setParams(q, { replace: nextPage === 1 });
  };

  return (
    <div className="study" aria-busy={list.isFetching}>
      <Radio.Group
        className="study__scenes"
        optionType="button"
        buttonStyle="solid"
        aria-label={t(`${s}.scenesLabel`)}
        value={scene}
        onChange={(e) => go(e.target.value as StudyScene)}
        options={STUDY_SCENES.map((key) => ({ value: key, label: t(`${s}.${key}`) }))}
      />
      {list.isPending ? (
        <ListSkeletonRows rows={3} />
      ) : list.isError ? (
        <Result
          status="warning"
          title={t(`${s}.loadFailed`)}
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              {t('app.retry')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <Empty className="study__empty" description={t(`${s}.empty.${scene}`)}>
          <LinkButton to="/courses" type="primary">
            {t(`${s}.browse`)}
          </LinkButton>
        </Empty>
      ) : (
        <ul className="study__list">
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
      {total > STUDY_PAGE_SIZE && (
        <Pagination
          className="study__pager"
          align="center"
          current={page}
          pageSize={STUDY_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={(p) => {
            go(scene, p);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
      <ProgressDialog course={details} onClose={() => setDetails(null)} />
    </div>
  );
}
