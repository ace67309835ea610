import { useTranslation } from 'react-i18next';
import {
  AttemptRow,
  fetchMyAttempts,
  H5_EXAM_PATHS,
  MY_ATTEMPTS_PAGE_SIZE,
  myAttemptsKey,
} from '#features/exams';
import { H5PagedList, useH5Pages } from '../components/h5-paged-list';
import { H5Screen } from '../layout/h5-screen';
import { H5ExamsGate } from './h5-exams-gate';

/** /h5/member/exams: the member's attempts, newest first, loading on as they scroll. */
function H5MyExamsScreen() {
  const { t } = useTranslation('exams');
  const list = useH5Pages({
    queryKey: [...myAttemptsKey, 'h5'],
    pageSize: MY_ATTEMPTS_PAGE_SIZE,
    fetchPage: fetchMyAttempts,
    staleTime: 0,
  });
  return (
    <H5Screen title={t('member.title')} back="/h5/member">
      <H5PagedList
        query={list}
        skeletonRows={3}
        failed={t('member.loadFailed')}
        empty={t('member.empty')}
        emptyLink={{ to: H5_EXAM_PATHS.papers, label: t('member.browse') }}
      >
        {(items) => (
          <ul className="h5-card plain-list ruled-rows h5-exam-attempts">
            {items.map((a) => (
              <AttemptRow
                key={a.id}
                attempt={a}
                total={a.total_score}
                title={{ text: a.paper_title, to: H5_EXAM_PATHS.paper(a.paper_id) }}
                paths={H5_EXAM_PATHS}
              />
            ))}
          </ul>
        )}
      </H5PagedList>
    </H5Screen>
  );
}

export function H5MyExamsPage() {
  return (
    <H5ExamsGate>
      <H5MyExamsScreen />
    </H5ExamsGate>
  );
}
