import { type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5ListSkeleton } from './h5-course-item';
import { H5Empty } from './h5-empty';
import { LoadMore } from './load-more';

type Page<T> = { data: T[]; total: number };

/** A mobile list's pages, the next one asked for while more rows remain than are loaded. */
export function useH5Pages<T>({
  queryKey,
  pageSize,
  fetchPage,
  staleTime,
  enabled = true,
}: {
  queryKey: QueryKey;
  pageSize: number;
  fetchPage: (page: number) => Promise<Page<T>>;
  staleTime?: number;
  /** False: nothing to ask for yet (a search without keywords). */
  enabled?: boolean;
}) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * pageSize < last.total ? all.length + 1 : undefined),
    staleTime,
    enabled,
  });
}

/**
 * The body of every mobile list that loads on as the member scrolls: placeholder rows, the failure with a
 * retry, the empty state (with a way on), the rows, then 加载更多 / 没有更多了.
 */
export function H5PagedList<T>({
  query,
  skeletonRows,
  failed,
  empty,
  emptyLink,
  children,
}: {
  query: {
    data?: InfiniteData<Page<T>>;
    isPending: boolean;
    isError: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
    refetch: () => unknown;
  };
  skeletonRows: number;
  failed: string;
  empty: string;
  emptyLink?: { to: string; label: string };
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useH5Translation();
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.data);
  if (query.isPending) return <H5ListSkeleton rows={skeletonRows} />;
  if (query.isError) {
    return (
      <H5Empty
        text={failed}
        action={
          <button type="button" className="h5-btn" onClick={() => void query.refetch()}>
            {t('h5:retry')}
          </button>
        }
      />
    );
  }
  if (items.length === 0) return <H5Empty text={empty} link={emptyLink} />;
  return (
    <>
      {children(items)}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        showEnd={pages.length > 1}
      />
    </>
  );
}
