import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '#app/providers';
import { routes } from '#app/router';
import { createQueryClient } from '#lib/query-client';
import { createAppStore } from '#lib/store/app-store';

/** The storefront's whole router opened at `entry`, with a fresh store and query client; answers the router. */
export function renderAppAt(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <AppProviders store={createAppStore()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
