import { lazy } from 'react';

/*
 * Parts this feature lends to other features, each loaded when first drawn, so the importer's chunk carries
 * none of their code. Render them inside a <Suspense>.
 */

/** The home's 专栏 and teacher shelves (issue 19), below the console's blocks. */
export const HomeShelves = lazy(() =>
  import('./components/home-shelves').then((m) => ({ default: m.HomeShelves })),
);
