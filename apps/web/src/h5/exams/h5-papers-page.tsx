import type { TExamPaperItem } from '@shuyuan/contract/exam-papers';
import { listExamPapers } from '@shuyuan/contract/exam-papers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  fetchPapers,
  H5_EXAM_PATHS,
  PAPERS_PAGE_SIZE,
  PaperTags,
  useMemberKey,
  useMyStandingQuery,
  usePaperCategory,
  usePaperFacts,
} from '#features/exams';
import { useAppSelector } from '#lib/store/app-store';
import { categoryOptions } from '#shared/filter-row';
import { H5Chips } from '../components/h5-chips';
import { H5PagedList, useH5Pages } from '../components/h5-paged-list';
import { H5Screen } from '../layout/h5-screen';
import { H5ExamsGate } from './h5-exams-gate';

function H5PaperItem({ paper: p, tags }: { paper: TExamPaperItem; tags: ReactNode }) {
  const facts = usePaperFacts()(p);
  return (
    <li>
      <Link to={H5_EXAM_PATHS.paper(p.id)} className="surface h5-exam-paper">
        <h3 className="h5-exam-paper__title">{p.title}</h3>
        <p className="h5-exam-paper__facts">
          {facts.map((f) => (
            <span key={f}>{f}</span>
          ))}
        </p>
        {tags}
      </Link>
    </li>
  );
}

/** /h5/exam/papers?cid=&child=: the papers by category, loading on as the member scrolls. */
function H5PapersScreen() {
  const { t, i18n } = useTranslation('exams');
  const [params] = useSearchParams();
  const { cid, child, categories, parent, categoryId } = usePaperCategory(params);
  const memberKey = useMemberKey();
  const isMember = useAppSelector((s) => s.loginUser.isLogin);
  const base = { size: PAPERS_PAGE_SIZE, ...(categoryId ? { category_id: categoryId } : {}) };
  const list = useH5Pages({
    queryKey: [listExamPapers.id, memberKey, 'h5', base],
    pageSize: PAPERS_PAGE_SIZE,
    fetchPage: (page) => fetchPapers({ ...base, page }),
    staleTime: 0,
  });
  const standing = useMyStandingQuery(memberKey).data;
  const now = Date.now();
  return (
    <H5Screen title={t('title')} back="/h5/member">
      {categories.length > 0 && (
        <H5Chips
          label={t('category')}
          options={categoryOptions(t('all'), categories, i18n.language)}
          value={cid}
          hrefFor={(v) => (v ? `${H5_EXAM_PATHS.papers}?cid=${v}` : H5_EXAM_PATHS.papers)}
        />
      )}
      {parent && parent.children.length > 0 && (
        <H5Chips
          label={t('subCategory')}
          options={categoryOptions(t('all'), parent.children, i18n.language)}
          value={child}
          hrefFor={(v) => `${H5_EXAM_PATHS.papers}?cid=${cid}${v ? `&child=${v}` : ''}`}
        />
      )}
      <H5PagedList query={list} skeletonRows={4} failed={t('list.loadFailed')} empty={t('list.empty')}>
        {(items) => (
          <ul className="h5-exam-papers">
            {items.map((p) => (
              <H5PaperItem
                key={p.id}
                paper={p}
                tags={
                  <PaperTags
                    paper={p}
                    standing={standing?.get(p.id) ?? null}
                    isMember={isMember}
                    now={now}
                    tag="h5-tag"
                  />
                }
              />
            ))}
          </ul>
        )}
      </H5PagedList>
    </H5Screen>
  );
}

export function H5PapersPage() {
  return (
    <H5ExamsGate>
      <H5PapersScreen />
    </H5ExamsGate>
  );
}
