import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The foot of an infinitely scrolling list: the next page loads when this comes near the viewport, and the
 * button does the same for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    }, { rootMargin: '240px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading]);
  return (
    <div ref={ref} className="h5-more">
      {hasMore ? (
        <Button type="text" loading={loading} onClick={onMore}>
          {loading ? t('h5.loadingMore') : t('h5.loadMore')}
        </Button>
      ) : (
        <span className="h5-more__end">{t('h5.noMore')}</span>
      )}
    </div>
  );
}
