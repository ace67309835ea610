import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BackToTop, SiteFooter, SiteHeader } from '#features/system';
import { PageLoading } from '#shared/page-loading';
import { SkipLink } from './skip-link';

/** Header and footer around the page (spec §2, "Routes with site header and footer"). */
export function SiteLayout() {
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="site__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
