import { DesktopOutlined, LeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useH5Translation } from '../i18n/use-h5-translation';
import { desktopPathFor } from '../route-map';
import { chooseDesktopView } from './desktop-view';

/** react-router keeps the index of the entry in history.state: 0 means this tab opened on this page. */
const hasInAppHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** The sticky top bar: back, the screen's title (its one h1), and the 电脑版 link to the same page. */
export function H5TopBar({
  title,
  heading,
  back,
  brand,
  actions,
}: {
  title: string;
  /** The title is the screen's h1 (else plain text: the page has its own). */
  heading: boolean;
  back?: string;
  brand?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useH5Translation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const goBack = () => {
    if (hasInAppHistory()) navigate(-1);
    else if (back) navigate(back, { replace: true });
  };
  return (
    <header className={brand ? 'h5-top h5-top--brand' : 'h5-top'}>
      <div className="h5-top__side">
        {back !== undefined && (
          <button type="button" className="h5-top__icon" onClick={goBack} aria-label={t('h5:back')}>
            <LeftOutlined aria-hidden="true" />
          </button>
        )}
        {brand}
      </div>
      {heading ? (
        <h1 className={brand ? 'visually-hidden' : 'h5-top__title'}>{title}</h1>
      ) : (
        <span className="h5-top__title">{title}</span>
      )}
      <div className="h5-top__side h5-top__side--end">
        {actions}
        <Link
          to={desktopPathFor(`${pathname}${search}`)}
          className="h5-top__desktop"
          onClick={chooseDesktopView}
          aria-label={t('h5:desktopHint')}
        >
          <DesktopOutlined aria-hidden="true" />
          <span>{t('h5:desktop')}</span>
        </Link>
      </div>
    </header>
  );
}
