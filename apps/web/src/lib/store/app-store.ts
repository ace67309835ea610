import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { removeLocal, StorageKey } from '../storage';
import { authDialogSlice } from './auth-dialog-slice';
import { loginUserSlice, logoutAction } from './login-user-slice';
import { navsConfigSlice } from './navs-slice';
import { systemConfigSlice } from './system-config-slice';

/*
 * The one store and its app-wide slices: the member's session, the site configuration, the navs and which
 * account dialog is open. They live in lib/ so that any feature reads them without importing auth or system
 * (decision 026): that is what keeps the features free of cycles.
 */

function createStorageListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: logoutAction,
    effect: () => {
      // Spec §4: logging out forgets the token and both pending-step flags.
      removeLocal(StorageKey.token);
      removeLocal(StorageKey.faceCheck);
      removeLocal(StorageKey.bindMobile);
    },
  });
  return listener;
}

export function createAppStore() {
  const listener = createStorageListener();
  return configureStore({
    reducer: {
      loginUser: loginUserSlice.reducer,
      systemConfig: systemConfigSlice.reducer,
      navsConfig: navsConfigSlice.reducer,
      authDialog: authDialogSlice.reducer,
    },
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** The one store of the running app (tests build their own with createAppStore). */
export const store = createAppStore();

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
