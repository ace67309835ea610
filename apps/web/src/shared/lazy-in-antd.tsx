import { type ComponentType, lazy } from 'react';

/*
 * Parts drawn with antd components load antd's provider (antd-scope.tsx) with their own code, in parallel,
 * and render inside it: no part of the page meets antd without the site's theme and language, and a page
 * that draws no antd (the home page) never fetches it.
 */

const loadScope = () => import('./antd-scope');

/** `Component` inside the antd scope. */
function scoped<P extends object>(
  Component: ComponentType<P>,
  AntdScope: Awaited<ReturnType<typeof loadScope>>['AntdScope'],
): ComponentType<P> {
  const InAntd = (props: P) => (
    <AntdScope>
      <Component {...props} />
    </AntdScope>
  );
  InAntd.displayName = `InAntd(${Component.displayName ?? Component.name})`;
  return InAntd;
}

/** React.lazy for a component drawn with antd: `load` resolves to the component. Render it in a <Suspense>. */
export function lazyInAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { AntdScope }] = await Promise.all([load(), loadScope()]);
    return { default: scoped(Component, AntdScope) };
  });
}

/** A router `lazy` whose screen renders inside the antd scope (react-router loads both before it shows). */
export function screenInAntd(load: () => Promise<{ Component: ComponentType }>) {
  return async () => {
    const [route, { AntdScope }] = await Promise.all([load(), loadScope()]);
    return { ...route, Component: scoped(route.Component, AntdScope) };
  };
}
