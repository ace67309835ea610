import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from '#features/system';
import { PageLoading } from '#shared/page-loading';
import { SkipLink } from './skip-link';

/** Header, no footer: /login and the not-found page. */
export function HeaderOnlyLayout() {
  return (
    <div className="site site--no-footer">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="site__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
