import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useH5Translation } from '../i18n/use-h5-translation';

/**
 * The foot of an infinitely scrolling list: the next page loads when this comes near the viewport, and the
 * button does the same for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  showEnd = true,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** 没有更多了 after the last page; pointless under a list that fitted on one page. */
  showEnd?: boolean;
}) {
  const { t } = useH5Translation();
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '240px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading]);
  return (
    <div ref={ref} className="h5-more">
      {hasMore ? (
        <Button type="text" loading={loading} onClick={onMore}>
          {loading ? t('h5:loadingMore') : t('h5:loadMore')}
        </Button>
      ) : (
        showEnd && <span className="h5-more__end">{t('h5:noMore')}</span>
      )}
    </div>
  );
}
