import type { ReactNode } from 'react';
import { createMemberStore, renderRoutes } from '#web-test/render-routes';

/**
 * A logged-in member's app at `entry`, with `screens` ({path: element}) and a stand-in for every other page
 * (its address is shown, so a test can see where a screen sent the member).
 */
export function renderAt(entry: string, screens: Record<string, ReactNode>) {
  const routes = [
    ...Object.entries(screens).map(([path, element]) => ({ path, element })),
    { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
  ];
  const { router, store } = renderRoutes(routes, entry, createMemberStore());
  return { router, store };
}
