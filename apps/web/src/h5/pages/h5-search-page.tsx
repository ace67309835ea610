import { SearchOutlined } from '@ant-design/icons';
import { search } from '@shuyuan/contract/search';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  fetchSearch,
  Highlighted,
  hitPath,
  plainText,
  readSearchType,
  registerCatalogueStrings,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPES,
  type SearchType,
  type TSearchHit,
  typeKey,
} from '#features/catalogue';
import { toastError } from '#lib/notify';
import { formatYuan } from '#shared/price';
import { H5Empty } from '../components/h5-empty';
import { H5PagedList, useH5Pages } from '../components/h5-paged-list';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';
import { h5PathFor } from '../route-map';

registerCatalogueStrings();

const searchPath = (keywords: string, type: SearchType) => {
  const q = new URLSearchParams({ keywords });
  if (type) q.set('type', type);
  return `/h5/search?${q.toString()}`;
};

function H5Hit({ hit, keywords }: { hit: TSearchHit; keywords: string }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const type = typeKey(hit.resource_type);
  const snippet = plainText(hit.p || hit.short_desc || '');
  const to = hitPath(hit);
  return (
    <li>
      <Link to={h5PathFor(to) ?? to} className="surface h5-article">
        <div className="h5-article__body">
          <h3 className="h5-course__title">
            <span className="h5-tag h5-hit__type">{t(`catalogue:search.${type}`)}</span>{' '}
            <Highlighted text={hit.title} keywords={keywords} />
          </h3>
          {snippet && (
            <p className="h5-article__summary">
              <Highlighted text={snippet} keywords={keywords} />
            </p>
          )}
          {typeof hit.charge === 'number' && type !== 'article' && (
            <p className="h5-course__foot">
              <span className={hit.charge > 0 ? 'h5-price' : 'h5-price is-free'}>
                {hit.charge > 0 ? formatYuan(hit.charge) : t('course.free')}
              </span>
            </p>
          )}
        </div>
        {hit.thumb && <img className="h5-article__thumb" src={hit.thumb} alt="" loading="lazy" />}
      </Link>
    </li>
  );
}

/** /h5/search?keywords=&type=: the search box, the result types and the results, loading on as one scrolls. */
export function H5SearchPage() {
  const { t } = useH5Translation();
  const { t: tc } = useTranslation('catalogue');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keywords = (params.get('keywords') ?? '').trim();
  const type = readSearchType(params.get('type'));
  const [draft, setDraft] = useState(keywords);
  useEffect(() => setDraft(keywords), [keywords]);
  const list = useH5Pages({
    queryKey: [search.id, 'h5', keywords, type],
    pageSize: SEARCH_PAGE_SIZE,
    fetchPage: (page) => fetchSearch({ keywords, type, page }),
    enabled: keywords.length > 0,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = draft.trim();
    // Spec §2: an empty search says so and goes nowhere.
    if (!k) toastError(t('header.searchEmpty'));
    else navigate(searchPath(k, type), { replace: Boolean(keywords) });
  };

  return (
    <H5Screen title={tc('search.title')} back="/h5">
      <form className="h5-search" aria-label={t('h5:find.label')} onSubmit={submit}>
        <label htmlFor="h5-search-input" className="visually-hidden">
          {t('h5:find.label')}
        </label>
        <SearchOutlined aria-hidden="true" className="h5-search__icon" />
        <input
          id="h5-search-input"
          type="search"
          className="h5-search__input"
          value={draft}
          maxLength={64}
          enterKeyHint="search"
          placeholder={t('h5:find.placeholder')}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="h5-btn h5-btn--primary h5-search__button">
          {t('h5:find.submit')}
        </button>
      </form>
      {keywords ? (
        <>
          <nav className="h5-chips h5-chips--spaced" aria-label={t('h5:find.types')}>
            {SEARCH_TYPES.map((ty) => (
              <Link
                key={ty || 'all'}
                to={searchPath(keywords, ty)}
                replace
                className={ty === type ? 'h5-chip is-active' : 'h5-chip'}
                aria-current={ty === type ? 'page' : undefined}
              >
                {tc(`search.${ty ? typeKey(ty) : 'all'}`)}
              </Link>
            ))}
          </nav>
          {list.data && (
            <p className="h5-muted h5-small h5-search__total" aria-live="polite">
              {tc('search.total', { count: list.data.pages[0]?.total ?? 0, keywords })}
            </p>
          )}
          <H5PagedList
            query={list}
            skeletonRows={4}
            failed={tc('search.loadFailed')}
            empty={tc('search.empty', { keywords })}
            emptyLink={{ to: '/h5/courses', label: tc('search.browse') }}
          >
            {(items) => (
              <ul className="h5-courses">
                {items.map((hit) => (
                  <H5Hit
                    key={`${hit.resource_type}-${hit.resource_id}-${hit.id}`}
                    hit={hit}
                    keywords={keywords}
                  />
                ))}
              </ul>
            )}
          </H5PagedList>
        </>
      ) : (
        <H5Empty icon={<SearchOutlined />} text={tc('search.prompt')} />
      )}
    </H5Screen>
  );
}
