import { InboxOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * An empty list or a message in place of content, with an optional way on: `link` (a primary button to
 * another screen) or any other `action`.
 */
export function H5Empty({
  icon,
  text,
  link,
  action,
}: {
  icon?: ReactNode;
  text: string;
  link?: { to: string; label: string };
  action?: ReactNode;
}) {
  return (
    <div className="h5-empty">
      <span className="h5-empty__icon" aria-hidden="true">
        {icon ?? <InboxOutlined />}
      </span>
      <p className="h5-empty__text">{text}</p>
      {link && (
        <Link to={link.to} className="h5-btn h5-btn--primary">
          {link.label}
        </Link>
      )}
      {action}
    </div>
  );
}
