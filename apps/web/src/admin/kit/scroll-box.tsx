import type { ReactNode } from 'react';

/**
 * The one box a console table sits in: on a phone the table keeps its columns and scrolls sideways here,
 * instead of squeezing cells to a character per line or widening the page (WCAG 1.4.10). The box takes
 * focus so a keyboard can scroll it too (WCAG 2.1.1), also when its rows hold nothing focusable.
 */
export function ScrollBox({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <div className="admin-scroll-x" tabIndex={0}>
      {children}
    </div>
  );
}
