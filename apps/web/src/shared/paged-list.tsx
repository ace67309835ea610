import { Empty, Pagination } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import './list-page.css';

/** What a list screen reads of its page query (TanStack's result fits): one page of rows and the total. */
export interface PageQuery<T> {
  data?: { data: T[]; total: number };
  isPending: boolean;
  isError: boolean;
  error?: Error | null;
  refetch: () => unknown;
}

/**
 * The body of every storefront list with pages: its placeholder while the first page loads, the failure
 * with a retry, the empty state, the optional total line, the rows, and the pager (which brings the top of
 * the page back into view). The caller wraps it in its own landmark and marks that aria-busy.
 */
export function PagedList<T>({
  query,
  page,
  pageSize,
  onPage,
  keepScroll = false,
  skeleton,
  failed,
  showReason = false,
  empty,
  emptyAction,
  total,
  inCard = false,
  children,
}: {
  query: PageQuery<T>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The ledger pages in place under its tabs. */
  keepScroll?: boolean;
  skeleton: ReactNode;
  /** The failure's title; `showReason` adds what the server said. */
  failed: string;
  showReason?: boolean;
  /** The words of the empty state (with `emptyAction` under them), or a whole element of its own. */
  empty: string | ReactElement;
  emptyAction?: ReactNode;
  /** The "共 N 个…" line above the rows. */
  total?: string;
  /** A list inside a white card: less room around the empty state and the pager. */
  inCard?: boolean;
  children: (items: T[]) => ReactNode;
}) {
  const items = query.data?.data ?? [];
  const count = query.data?.total ?? 0;
  const card = inCard ? ' list-empty--card' : '';
  return (
    <>
      {query.isPending ? (
        skeleton
      ) : query.isError ? (
        <LoadFailed
          title={failed}
          reason={showReason ? query.error?.message : undefined}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        typeof empty === 'string' ? (
          <Empty className={`list-empty${card}`} description={empty}>
            {emptyAction}
          </Empty>
        ) : (
          empty
        )
      ) : (
        <>
          {total && (
            <p className="list-total" aria-live="polite">
              {total}
            </p>
          )}
          {children(items)}
        </>
      )}
      {count > pageSize && (
        <Pagination
          className={inCard ? 'list-pager list-pager--card' : 'list-pager'}
          align="center"
          current={page}
          pageSize={pageSize}
          total={count}
          showSizeChanger={false}
          onChange={(p) => {
            onPage(p);
            if (!keepScroll) window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}
