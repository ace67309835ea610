import type { Endpoint, EndpointData, EndpointParams, EndpointQuery } from '@shuyuan/contract/endpoint';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallInput } from '#lib/http';
import { callAdmin } from '../admin-http';

/** What the console's paged lists answer; an unpaged list (roles, accounts) answers its rows alone. */
interface Paged<Row> {
  total: number;
  data: Row[];
}

/** The row type of a list endpoint, paged or not. */
export type ListRow<E> =
  EndpointData<E> extends Paged<infer Row extends object>
    ? Row
    : EndpointData<E> extends (infer Row extends object)[]
      ? Row
      : never;

/** The query a list endpoint takes: its filters, with `page` and `size` set by the list itself. */
export type ListQuery<E> = NonNullable<EndpointQuery<E>>;

/** Where a list's rows come from. */
export interface ListSource<E extends Endpoint> {
  list: E;
  /** The prefix of the list's query key: the writes that change its rows refresh it. */
  queryKey: QueryKey;
  /** Path parameters (a course's attachments). */
  params?: EndpointParams<E>;
  /** Rows per page (15 unless told); `false` for an endpoint that answers every row at once. */
  pageSize?: number | false;
  /** The filters the list opens with (a link from the dashboard to the comments waiting). */
  initialFilter?: Partial<ListQuery<E>>;
  /**
   * How long until the list reads itself again, from the rows it shows (ms), or `false` for not again: a list
   * whose rows are still under way (transcodes) follows them, and stops once none is.
   */
  refetchInterval?: (rows: ListRow<E>[]) => number | false;
}

/** A list's rows and its state: the page shown and the filters the query sends. */
export interface ListState<Row, Q = Record<string, unknown>> {
  rows: Row[];
  total: number;
  page: number;
  /** Rows per page, or `false` when the list is not paged. */
  size: number | false;
  filter: Partial<Q>;
  isLoading: boolean;
  error: Error | null;
  setPage: (page: number) => void;
  /** A filter changed: the list starts again from its first page. */
  setFilter: (patch: Partial<Q>) => void;
}

type Answer<E> = Paged<ListRow<E>> | ListRow<E>[] | undefined;
const rowsOf = <Row>(answer: Paged<Row> | Row[] | undefined): Row[] =>
  (Array.isArray(answer) ? answer : answer?.data) ?? [];

/** Fetches a list (a page of it when paged) through the console's client, keeping the last page while the next loads. */
export function useListQuery<E extends Endpoint>(source: ListSource<E>): ListState<ListRow<E>, ListQuery<E>> {
  const size = source.pageSize ?? 15;
  const [page, setPage] = useState(1);
  const [filter, setFilterState] = useState<Partial<ListQuery<E>>>(source.initialFilter ?? {});
  const query = size === false ? undefined : { ...filter, page, size };
  const { refetchInterval } = source;
  const list = useQuery({
    queryKey: [...source.queryKey, 'list', source.params ?? null, query ?? null],
    queryFn: () => callAdmin(source.list, { params: source.params, query } as CallInput<E>),
    placeholderData: keepPreviousData,
    refetchInterval:
      refetchInterval &&
      ((q: { state: { data?: unknown } }) => refetchInterval(rowsOf(q.state.data as Answer<E>))),
  });
  const answer = list.data as Answer<E>;
  return {
    rows: rowsOf(answer),
    total: (Array.isArray(answer) ? answer.length : answer?.total) ?? 0,
    page,
    size,
    filter,
    isLoading: list.isLoading,
    error: list.error,
    setPage,
    setFilter: (patch) => {
      setFilterState((current) => ({ ...current, ...patch }));
      setPage(1);
    },
  };
}
