import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { useAppSelector } from '#lib/store/app-store';
import { buildNavEntries, isNavActive } from '../nav-items';
import { NavLinkItem } from './nav-link-item';
import './main-nav.css';
import { useFeature } from '#lib/store/features';
import { lazyInAntd } from '#shared/lazy-in-antd';

const NavGroup = lazyInAntd(() => import('./nav-group').then((m) => m.NavGroup));

/** The header menu; `vertical` is the layout inside the small-screen drawer. */
export function MainNav({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const navs = useAppSelector((s) => s.navsConfig.navs);
  const exams = useFeature('paper');
  const entries = buildNavEntries(navs, i18n.language === 'en' ? 'en' : 'cn', { exams });
  const cls = vertical ? 'main-nav main-nav--vertical' : 'main-nav';
  return (
    <nav aria-label={t('nav.label')} className={cls}>
      <ul className="main-nav__list">
        {entries.map((entry) => {
          const active = isNavActive(entry, pathname);
          const linkClass = active ? 'main-nav__link is-active' : 'main-nav__link';
          if (entry.children.length === 0 || vertical) {
            return (
              <li key={entry.key}>
                <NavLinkItem entry={entry} active={active} className={linkClass} onNavigate={onNavigate} />
                {vertical && entry.children.length > 0 && (
                  <ul className="main-nav__sub">
                    {entry.children.map((c) => (
                      <li key={c.key}>
                        <NavLinkItem entry={c} className="main-nav__link" onNavigate={onNavigate} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          }
          return (
            <li key={entry.key}>
              <Suspense fallback={<NavLinkItem entry={entry} active={active} className={linkClass} />}>
                <NavGroup entry={entry} active={active} className={linkClass} />
              </Suspense>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
