import { SearchOutlined } from '@ant-design/icons';
import { Empty, Result } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastError } from '#lib/notify';
import { LinkButton } from '#shared/link-button';
import { PagedList } from '#shared/paged-list';
import { formatYuan } from '#shared/price';
import { StickyTabs } from '#shared/sticky-tabs';
import { useListParams } from '#shared/use-list-params';
import { usePageTitle } from '#shared/use-page-title';
import { useSearchQuery } from '../api/search';
import { Highlighted } from '../components/highlighted';
import {
  hitPath,
  plainText,
  readSearchType,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPES,
  type SearchType,
  type TSearchHit,
  typeKey,
} from '../search';
import './search-page.css';
import '../i18n/register';

function Hit({ hit, keywords }: { hit: TSearchHit; keywords: string }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const snippet = plainText(hit.p || hit.short_desc || '');
  const type = typeKey(hit.resource_type);
  return (
    <li className="search-hit">
      <Link to={hitPath(hit)} className="row-link search-hit__link">
        {hit.thumb && (
          <img className="row-link__thumb search-hit__thumb" src={hit.thumb} alt="" loading="lazy" />
        )}
        <div className="row-link__text">
          <h2 className="row-link__title search-hit__title">
            <span className={`search-hit__type is-${type}`}>【{t(`catalogue:search.${type}`)}】</span>
            <Highlighted text={hit.title} keywords={keywords} />
          </h2>
          {snippet && (
            <p className="row-link__summary clamp-2 search-hit__snippet">
              <Highlighted text={snippet} keywords={keywords} />
            </p>
          )}
        </div>
        {typeof hit.charge === 'number' && type !== 'article' && (
          <span className={hit.charge > 0 ? 'search-hit__price' : 'search-hit__price is-free'}>
            {hit.charge > 0 ? formatYuan(hit.charge) : t('course.free')}
          </span>
        )}
      </Link>
    </li>
  );
}

function SearchSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="search-results__loading">
      <span className="visually-hidden">{t('app.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true">
          <div className="shimmer skeleton-line" style={{ width: '45%', height: 20 }} />
          <div className="shimmer skeleton-line" style={{ width: '90%' }} />
        </div>
      ))}
    </div>
  );
}

/** /search?keywords=&type=&page= */
export function SearchPage() {
  const { t } = useTranslation(['translation', 'catalogue']);
  const { params, page, go: writeParams } = useListParams();
  const keywords = (params.get('keywords') ?? '').trim();
  const type = readSearchType(params.get('type'));
  usePageTitle(keywords ? `${keywords} - ${t('catalogue:search.title')}` : t('catalogue:search.title'));
  const [draft, setDraft] = useState(keywords);
  useEffect(() => setDraft(keywords), [keywords]);
  const result = useSearchQuery({ keywords, type, page });

  const go = (next: { keywords?: string; type?: SearchType; page?: number }) =>
    writeParams({
      keywords: next.keywords ?? keywords,
      type: (next.type ?? type) || undefined,
      page: next.page,
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = draft.trim();
    if (!k) {
      toastError(t('header.searchEmpty'));
      return;
    }
    go({ keywords: k, page: 1 });
  };

  return (
    <div className="container search-page">
      <header className="page-head search-head">
        <h1 className="page-head__title">{t('catalogue:search.heading')}</h1>
        <form className="search-box" aria-label={t('catalogue:search.label')} onSubmit={submit}>
          <label htmlFor="search-keywords" className="visually-hidden">
            {t('catalogue:search.label')}
          </label>
          <SearchOutlined aria-hidden="true" className="search-box__icon" />
          <input
            id="search-keywords"
            type="search"
            className="search-box__input"
            value={draft}
            maxLength={64}
            placeholder={t('catalogue:search.placeholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="btn btn--primary search-box__button">
            {t('catalogue:search.button')}
          </button>
        </form>
      </header>

      <div className="detail-card search-results">
        <StickyTabs<SearchType>
          idPrefix="search"
          label={t('catalogue:search.title')}
          active={type}
          onChange={(ty) => go({ type: ty, page: 1 })}
          tabs={SEARCH_TYPES.map((ty) => ({
            key: ty,
            label: t(`catalogue:search.${ty ? typeKey(ty) : 'all'}`),
          }))}
        />
        <div
          className="search-results__body"
          role="tabpanel"
          id="search-panel"
          aria-labelledby={`search-tab-${type}`}
        >
          {!keywords ? (
            <Empty description={t('catalogue:search.prompt')} />
          ) : (
            <PagedList
              query={result}
              page={page}
              pageSize={SEARCH_PAGE_SIZE}
              onPage={(p) => go({ page: p })}
              skeleton={<SearchSkeleton />}
              failed={t('catalogue:search.loadFailed')}
              showReason
              empty={
                <Result
                  status="404"
                  title={t('catalogue:search.empty', { keywords })}
                  subTitle={t('catalogue:search.emptyHint')}
                  extra={
                    <LinkButton to="/courses" type="primary">
                      {t('catalogue:search.browse')}
                    </LinkButton>
                  }
                />
              }
              total={t('catalogue:search.total', { count: result.data?.total ?? 0, keywords })}
            >
              {(items) => (
                <ul className="plain-list ruled-rows">
                  {items.map((hit) => (
                    <Hit
                      key={`${hit.resource_type}-${hit.resource_id}-${hit.id}`}
                      hit={hit}
                      keywords={keywords}
                    />
                  ))}
                </ul>
              )}
            </PagedList>
          )}
        </div>
      </div>
    </div>
  );
}
