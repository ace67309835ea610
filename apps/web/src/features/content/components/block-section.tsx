import { RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A home block's frame: its heading and "more" link. Its own file, so the lazily loaded blocks
 * (extra-blocks.tsx) and page-blocks.tsx, which loads them, do not import each other.
 */
export function BlockSection({
  id,
  title,
  more,
  children,
}: {
  id: number;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = `block-${id}`;
  return (
    <section className="home-block" aria-labelledby={headingId}>
      <div className="section-title">
        <h2 id={headingId}>{title}</h2>
        {more && (
          <Link to={more.to} className="home-block__more">
            {more.label} <RightOutlined aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
