import { useTranslation } from 'react-i18next';
import { useAppSelector } from '#lib/store/app-store';
import { categoryOptions, FilterRow } from '#shared/filter-row';
import { PageHead } from '#shared/page-head';
import { PagedList } from '#shared/paged-list';
import { RowSkeleton } from '#shared/row-skeleton';
import { useListParams } from '#shared/use-list-params';
import { usePageTitle } from '#shared/use-page-title';
import {
  PAPERS_PAGE_SIZE,
  useMemberKey,
  useMyStandingQuery,
  usePaperCategory,
  usePapersQuery,
} from '../api/papers';
import { ExamsGate } from '../components/exams-gate';
import { PaperRow } from '../components/paper-row';
import '../i18n/register';

/** /exam/papers?cid=&child=&page=: the published papers, newest first, by category (two levels). */
function PapersScreen() {
  const { t, i18n } = useTranslation('exams');
  usePageTitle(t('title'));
  const { params, page, go } = useListParams();
  const { cid, child, categories, parent, categoryId } = usePaperCategory(params);
  const memberKey = useMemberKey();
  const isMember = useAppSelector((s) => s.loginUser.isLogin);
  const list = usePapersQuery(
    { page, size: PAPERS_PAGE_SIZE, ...(categoryId ? { category_id: categoryId } : {}) },
    memberKey,
  );
  const standing = useMyStandingQuery(memberKey).data;
  const now = Date.now();

  return (
    <div className="container list-page">
      <PageHead title={t('title')} intro={t('intro')} />
      {categories.length > 0 && (
        <section className="surface list-filters" aria-label={t('category')}>
          <FilterRow<number>
            label={t('category')}
            value={cid}
            options={categoryOptions(t('all'), categories, i18n.language)}
            onChange={(v) => go({ cid: v })}
          />
          {parent && parent.children.length > 0 && (
            <FilterRow<number>
              sub
              label={t('subCategory')}
              value={child}
              options={categoryOptions(t('all'), parent.children, i18n.language)}
              onChange={(v) => go({ cid, child: v })}
            />
          )}
        </section>
      )}
      <section className="list-results" aria-busy={list.isFetching} aria-label={t('title')}>
        <PagedList
          query={list}
          page={page}
          pageSize={PAPERS_PAGE_SIZE}
          onPage={(p) => go({ cid, child, page: p })}
          skeleton={<RowSkeleton rows={4} />}
          failed={t('list.loadFailed')}
          empty={t('list.empty')}
          total={t('list.total', { count: list.data?.total ?? 0 })}
        >
          {(items) => (
            <ul className="surface plain-list ruled-rows exam-papers">
              {items.map((p) => (
                <li key={p.id}>
                  <PaperRow paper={p} standing={standing?.get(p.id) ?? null} isMember={isMember} now={now} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  );
}

export function PapersPage() {
  return (
    <ExamsGate>
      <PapersScreen />
    </ExamsGate>
  );
}
