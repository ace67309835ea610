import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DESKTOP_VIEW_KEY, writeSession } from '../../../shared/storage';

/** Remember, for this tab, that the visitor chose the full site, so the mobile rule stops sending them to /h5. */
export const chooseDesktopView = () => writeSession(DESKTOP_VIEW_KEY, '1');

/**
 * A link from /h5 into the (responsive) site. Following it opts this tab into the full site; otherwise the
 * mobile rule would send the visitor straight back to /h5.
 */
export function H5Link({
  to,
  className,
  children,
  label,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  return (
    <Link to={to} className={className} onClick={chooseDesktopView} aria-label={label}>
      {children}
    </Link>
  );
}
