import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BackToTop, SiteFooter, SiteHeader } from '#features/system';
import { PageLoading } from '#shared/page-loading';
import { SkipLink } from './skip-link';

/**
 * Header and footer around the page (spec §2, "Routes with site header and footer"); `footer={false}`: the
 * header alone (/login and the not-found page).
 */
export function SiteLayout({ footer = true }: { footer?: boolean }) {
  return (
    <div className={footer ? 'site' : 'site site--no-footer'}>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="site__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {footer && <SiteFooter />}
      {footer && <BackToTop />}
    </div>
  );
}
