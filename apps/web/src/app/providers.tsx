import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { i18n } from '#lib/i18n/index';
import { isMessageHostWanted, subscribeMessageHost } from '#lib/notify';
import type { AppStore } from '#lib/store/app-store';
import { antdTheme } from './theme';

const MessageBridge = lazy(() => import('./message-bridge').then((m) => ({ default: m.MessageBridge })));

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

function LocalisedAntd({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const en = current.language === 'en';
  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn');
  }, [en]);
  return (
    <ConfigProvider locale={en ? enUS : zhCN} theme={antdTheme}>
      <MessageHost />
      {children}
    </ConfigProvider>
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
          <LocalisedAntd>{children}</LocalisedAntd>
        </I18nextProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
