import type { TAdminProfile } from '@shuyuan/contract/admin';
import type { Endpoint } from '@shuyuan/contract/endpoint';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { AntdScope } from '#shared/antd-scope';
import { callAdmin } from '../admin-http';

/**
 * What every console screen test needs before it starts: the console's strings in Chinese, and the
 * ResizeObserver jsdom lacks (antd measures tables that scroll sideways and tabs' ink bars with one;
 * nothing is ever resized in jsdom, so one that never reports is what a browser would do).
 */
export function setUpAdminScreens() {
  beforeAll(async () => {
    await initI18n('cn');
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
}

/** A call a console screen made, as a fake server saw it. */
export interface ConsoleCall {
  id: string;
  args: Record<string, unknown>;
}

/**
 * For a test file that mocks `admin-http` (`callAdmin: vi.fn()`): sets up the screens, and before each test
 * answers the console's calls with `answer`, recording each in the list returned (emptied before each test).
 */
export function fakeConsoleCalls(answer: (endpoint: Endpoint, args: Record<string, unknown>) => unknown) {
  const calls: ConsoleCall[] = [];
  setUpAdminScreens();
  beforeEach(() => {
    calls.length = 0;
    const fake = async (endpoint: Endpoint, args: Record<string, unknown> = {}) => {
      calls.push({ id: endpoint.id, args });
      return answer(endpoint, args);
    };
    vi.mocked(callAdmin).mockImplementation(fake as typeof callAdmin);
  });
  return calls;
}

/**
 * A console screen as the layout shows it: in the antd scope the router gives it (language, theme, the
 * buttons' spinner), a query client of its own (no retries), antd's App (for its
 * messages and confirmations), a router (at `at`, which may carry a query: a link from another screen), and
 * the administrator with `permissions` in the outlet context the layout gives its pages. `path` is the screen's
 * route pattern when it reads parameters (`/admin/courses/:id`).
 */
export function renderAdmin(screen: ReactNode, permissions: string[] = [], at = '/', path?: string) {
  const me = { id: 1, name: 'admin', role: 'super', permissions } as unknown as TAdminProfile;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AntdScope>
      <QueryClientProvider client={client}>
        <App>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route element={<Outlet context={me} />}>
                {path ? <Route path={path} element={screen} /> : <Route index element={screen} />}
              </Route>
            </Routes>
          </MemoryRouter>
        </App>
      </QueryClientProvider>
    </AntdScope>,
  );
}
