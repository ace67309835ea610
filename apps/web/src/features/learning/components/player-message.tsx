import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';

export interface PlayerAction {
  label: string;
  primary?: boolean;
  /** A link (buy, log in, back to the course) or a button. */
  to?: string;
  onClick?: (e: MouseEvent) => void;
}

/**
 * A message over the picture: 试看结束, 登录后观看, the next-lesson countdown, 您已打开新视频… Announced
 * politely to screen readers, with its buttons reachable by keyboard.
 */
export function PlayerMessage({
  title,
  sub,
  actions = [],
  children,
}: {
  title: string;
  sub?: ReactNode;
  actions?: PlayerAction[];
  children?: ReactNode;
}) {
  return (
    <div className="player-message" role="status" aria-live="polite">
      <div className="player-message__card">
        {children}
        <p className="player-message__title">{title}</p>
        {sub && <p className="player-message__sub">{sub}</p>}
        {actions.length > 0 && (
          <div className="player-message__actions">
            {actions.map((a) => {
              const className = a.primary ? 'btn btn--primary' : 'btn player-message__ghost';
              return a.to ? (
                <Link key={a.label} to={a.to} className={className} onClick={a.onClick}>
                  {a.label}
                </Link>
              ) : (
                <button key={a.label} type="button" className={className} onClick={a.onClick}>
                  {a.label}
                </button>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
