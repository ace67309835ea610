import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: shown after 2000 px of scrolling. */
export const BACK_TOP_AFTER_PX = 2000;

/** A plain button (antd FloatButton would bring Badge and Tooltip into every first load). */
export function BackToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(window.scrollY > BACK_TOP_AFTER_PX);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t('backTop')}
      title={t('backTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <VerticalAlignTopOutlined aria-hidden="true" />
    </button>
  );
}
