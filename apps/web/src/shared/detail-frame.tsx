import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from './breadcrumb';
import { LoadError } from './load-error';

/**
 * The frame of a detail page (a course, an offline course, an article): the crumbs 首页 / <list> / <title>,
 * then the page, or, when the address names no row or its call failed, "not found" or the failure with a
 * retry and a way back to the list. The page shows its own placeholder while the row loads.
 */
export function DetailFrame({
  list,
  title,
  validId,
  query,
  missingTitle,
  backLabel,
  children,
}: {
  /** The list the row belongs to (its crumb and the way back). */
  list: { label: string; to: string };
  /** The last crumb: the row's title once known. */
  title: string;
  validId: boolean;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  missingTitle: string;
  backLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="container">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, list, { label: title }]} />
      {!validId || query.isError ? (
        <LoadError
          error={query.error}
          missingTitle={missingTitle}
          back={{ to: list.to, label: backLabel }}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children
      )}
    </div>
  );
}
