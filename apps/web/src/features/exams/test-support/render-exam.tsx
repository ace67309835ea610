import { DEFAULT_CONFIG_FUNC } from '@shuyuan/contract/system';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { saveConfigFuncAction } from '#lib/store/system-config-slice';
// jsdom has no ResizeObserver; antd's text areas (autoSize) measure themselves with one.
import '../../auth/test-support/jsdom-gaps';
import { createMemberStore, renderRoutes } from '#web-test/render-routes';

/**
 * A logged-in member's app at `entry` with the paper switch `paper` (on unless told), `screens`
 * ({path: element}) and a stand-in for every other page, which shows its address (where a screen sent the
 * member).
 */
export function renderExam(entry: string, screens: Record<string, ReactNode>, { paper = true } = {}) {
  const store = createMemberStore();
  store.dispatch(saveConfigFuncAction({ ...DEFAULT_CONFIG_FUNC, paper }));
  const routes = [
    ...Object.entries(screens).map(([path, element]) => ({ path, element })),
    { path: '*', element: <Elsewhere /> },
  ];
  return renderRoutes(routes, entry, store);
}

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}
