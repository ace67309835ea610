import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readToken } from '#lib/storage';
import './global.css';
import { configureHttp } from '#lib/http';
import { i18n, initI18n } from '#lib/i18n/index';
import { toastError } from '#lib/notify';
import { queryClient } from '#lib/query-client';
import { store } from '#lib/store/app-store';
import { reloadFeatureSwitches } from '#lib/store/features';
import { createUnauthorizedHandler } from '#lib/unauthorized';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { applyStartupParams, loadStartupData, readStartupParams, seedPageData } from './start-up';

// cn is set up synchronously here; an English visitor's strings load in parallel with the data.
const i18nReady = initI18n();
const router = createAppRouter();
configureHttp({
  getToken: readToken,
  notifyError: toastError,
  // In-app, so 请重新登录 is still on screen on the login page.
  onUnauthorized: createUnauthorizedHandler(store, (to) => void router.navigate(to)),
  networkMessage: () => i18n.t('http.network'),
  onFeatureOff: () => void reloadFeatureSwitches(store, queryClient),
});
applyStartupParams(readStartupParams(window.location.href));
// Answers carry server texts in the language they were asked in: a switch asks again (decision 035).
i18n.on('languageChanged', () => void queryClient.invalidateQueries());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

seedPageData(queryClient);
void loadStartupData(store, queryClient);
await i18nReady;

createRoot(root).render(
  <StrictMode>
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
