import { InboxOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** An empty list or a message in place of content, with an optional way on. */
export function H5Empty({ icon, text, action }: { icon?: ReactNode; text: string; action?: ReactNode }) {
  return (
    <div className="h5-empty">
      <span className="h5-empty__icon" aria-hidden="true">
        {icon ?? <InboxOutlined />}
      </span>
      <p className="h5-empty__text">{text}</p>
      {action}
    </div>
  );
}
