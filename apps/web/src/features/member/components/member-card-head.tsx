import type { ReactNode } from 'react';

/** The head of a member-centre card: its title (the page's h1), a line under it, and actions on the right. */
export function MemberCardHead({
  id,
  title,
  sub,
  liveSub = false,
  children,
}: {
  /** The h1's id, which names the card (aria-labelledby). */
  id: string;
  title: string;
  sub?: string;
  /** The line under the title changes as the member acts (unread counts), so it is announced. */
  liveSub?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="member-card__head">
      <div>
        <h1 id={id} className="member-card__title">
          {title}
        </h1>
        {sub && (
          <p className="member-card__sub" aria-live={liveSub ? 'polite' : undefined}>
            {sub}
          </p>
        )}
      </div>
      {children}
    </header>
  );
}
