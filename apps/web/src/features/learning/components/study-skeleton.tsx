import { RowSkeleton } from '#shared/row-skeleton';

/** Rows of grey blocks while the progress dialog loads: the storefront's row placeholder, with pictures. */
export function ListSkeletonRows({ rows }: { rows: number }) {
  return <RowSkeleton rows={rows} thumb />;
}
