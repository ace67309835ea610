import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './detail-layout.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** 首页 / 在线课程 / <title>: the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="crumbs" aria-label={t('app.breadcrumb')}>
      <ol>
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={c.to ?? `current-${c.label}`}>
              {c.to && !last ? (
                <Link to={c.to}>{c.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{c.label}</span>
              )}
              {!last && <RightOutlined aria-hidden="true" className="crumbs__sep" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
