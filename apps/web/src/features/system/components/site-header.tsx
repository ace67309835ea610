import { MenuOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';
import { LanguageToggle } from './language-toggle';
import { MainNav } from './main-nav';
import { SiteLogo } from './site-logo';
import './site-header.css';
import { lazyInAntd } from '#shared/lazy-in-antd';

const loadDrawer = () => import('./header-drawer');
const HeaderDrawer = lazyInAntd(() => loadDrawer().then((m) => m.HeaderDrawer));

/**
 * Spec §2 header, two rows (decision 006): logo, search and account on top, the menu below, where it can
 * wrap however many navs the site adds. Below 768 px menu, search and account move into a drawer.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <SiteLogo />
        <HeaderSearch className="site-header__search" />
        <div className="site-header__tools">
          <HeaderAccount />
          <LanguageToggle />
        </div>
        <button
          type="button"
          className="site-header__burger"
          aria-label={t('nav.openMenu')}
          aria-expanded={open}
          aria-controls={used ? 'site-drawer' : undefined}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <MenuOutlined aria-hidden="true" />
        </button>
      </div>
      <div className="site-header__nav">
        <div className="container">
          <MainNav />
        </div>
      </div>
      {used && (
        <Suspense fallback={null}>
          <HeaderDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
