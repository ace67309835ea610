import type { ReactNode } from 'react';
import { usePageTitle } from '#shared/use-page-title';
import { H5TabBar } from './h5-tab-bar';
import { H5TopBar } from './h5-top-bar';

/**
 * One mobile screen: the top bar (back, title, 电脑版), the content and, on the four tab screens, the
 * bottom tab bar. Each page renders its own, so the title and the way back live with the page.
 */
export function H5Screen({
  title,
  barTitle,
  back,
  tabs = false,
  brand,
  actions,
  footer,
  children,
}: {
  title: string;
  /** Shown in the top bar instead of `title`, as plain text: the page then has its own h1 (a course's name). */
  barTitle?: string;
  /** Where 返回 goes when there is no earlier page in this tab (a shared link); no back button when absent. */
  back?: string;
  tabs?: boolean;
  /** Replaces the title in the top bar (the home screen's logo). */
  brand?: ReactNode;
  actions?: ReactNode;
  /** A bar fixed above the bottom edge (the course page's buy bar). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={`h5${tabs ? ' h5--tabs' : ''}${footer ? ' h5--footer' : ''}`}>
      <H5TopBar
        title={barTitle ?? title}
        heading={barTitle === undefined}
        back={back}
        brand={brand}
        actions={actions}
      />
      <main id="main" className="h5-main" tabIndex={-1}>
        {children}
      </main>
      {footer && <div className="h5-footer-bar">{footer}</div>}
      {tabs && <H5TabBar />}
    </div>
  );
}
