import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { chooseDesktopView } from '../layout/desktop-view';
import { h5TargetFor } from '../route-map';

/**
 * A link stored by the site (a slide, a message, a home entry) followed from /h5: its mobile twin when there
 * is one, else the desktop page (opting this tab into the desktop site so it is not bounced back), else a
 * plain link out. Without a url (goods the site no longer knows) the content stands in a plain box.
 */
export function H5TargetLink({
  url,
  className,
  label,
  onClick,
  children,
}: {
  url: string | null;
  className?: string;
  label?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  if (url === null) return <div className={className}>{children}</div>;
  const target = h5TargetFor(url);
  if (target.kind === 'external') {
    return (
      <a href={target.to} className={className} aria-label={label} onClick={onClick} rel="noopener">
        {children}
      </a>
    );
  }
  const click = () => {
    if (target.kind === 'desktop') chooseDesktopView();
    onClick?.();
  };
  return (
    <Link to={target.to} className={className} aria-label={label} onClick={click}>
      {children}
    </Link>
  );
}
