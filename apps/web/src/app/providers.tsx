import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { i18n } from '#lib/i18n/index';
import { isMessageHostWanted, subscribeMessageHost } from '#lib/notify';
import type { AppStore } from '#lib/store/app-store';
import { lazyInAntd } from '#shared/lazy-in-antd';

const MessageBridge = lazyInAntd(() => import('./message-bridge').then((m) => m.MessageBridge));

/** Mounts the toast bridge on the first toast (antd message stays out of the first load). */
function MessageHost() {
  const wanted = useSyncExternalStore(subscribeMessageHost, isMessageHostWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MessageBridge />
    </Suspense>
  );
}

export function AppProviders({
  store,
  queryClient,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          {/* antd's provider is no longer here: each part drawn with antd brings its own (antd-scope.tsx). */}
          <MessageHost />
          {children}
        </I18nextProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
