import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readToken } from '../shared/storage';
import './global.css';
import { configureHttp } from './http';
import { i18n, initI18n } from './i18n';
import { toastError } from './notify';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { createAppRouter } from './router';
import { applyStartupParams, loadStartupData, readStartupParams } from './start-up';
import { store } from './store';
import { createUnauthorizedHandler } from './unauthorized';

// cn is set up synchronously here; an English visitor's strings load in parallel with the data.
const i18nReady = initI18n();
configureHttp({
  getToken: readToken,
  notifyError: toastError,
  onUnauthorized: createUnauthorizedHandler(store),
  networkMessage: () => i18n.t('http.network'),
});
applyStartupParams(readStartupParams(window.location.href));

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void loadStartupData(store, queryClient);
await i18nReady;

createRoot(root).render(
  <StrictMode>
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
