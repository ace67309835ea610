import { useTranslation } from 'react-i18next';
import { LinkButton } from '#shared/link-button';
import { PagedList } from '#shared/paged-list';
import { RowSkeleton } from '#shared/row-skeleton';
import { useListParams } from '#shared/use-list-params';
import { usePageTitle } from '#shared/use-page-title';
import { MY_ATTEMPTS_PAGE_SIZE, useMyAttemptsQuery } from '../api/attempts';
import { AttemptRow } from '../components/attempt-row';
import { ExamsGate } from '../components/exams-gate';
import { PC_EXAM_PATHS } from '../exam-paths';
import '../components/exams.css';
import '../components/papers.css';
import '../i18n/register';

/** /member/exams: the member's attempts, newest first, in the member centre (its nav is the layout's). */
function MemberExamsScreen() {
  const { t } = useTranslation('exams');
  usePageTitle(t('member.title'));
  const { page, go } = useListParams();
  const list = useMyAttemptsQuery(page);
  const total = list.data?.total ?? 0;
  return (
    <section className="surface member-card" aria-labelledby="exams-title" aria-busy={list.isFetching}>
      <header className="member-card__head">
        <div>
          <h1 id="exams-title" className="member-card__title">
            {t('member.title')}
          </h1>
          {total > 0 && <p className="member-card__sub">{t('member.sub', { count: total })}</p>}
        </div>
        <LinkButton to={PC_EXAM_PATHS.papers}>{t('member.browse')}</LinkButton>
      </header>
      <PagedList
        query={list}
        page={page}
        pageSize={MY_ATTEMPTS_PAGE_SIZE}
        onPage={(p) => go({ page: p })}
        inCard
        skeleton={<RowSkeleton rows={3} />}
        failed={t('member.loadFailed')}
        empty={t('member.empty')}
        emptyAction={
          <LinkButton to={PC_EXAM_PATHS.papers} type="primary">
            {t('member.browse')}
          </LinkButton>
        }
      >
        {(items) => (
          <ul className="plain-list ruled-rows">
            {items.map((a) => (
              <AttemptRow
                key={a.id}
                attempt={a}
                total={a.total_score}
                title={{ text: a.paper_title, to: PC_EXAM_PATHS.paper(a.paper_id) }}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

export function MemberExamsPage() {
  return (
    <ExamsGate>
      <MemberExamsScreen />
    </ExamsGate>
  );
}
