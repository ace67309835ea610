import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { authDialogSlice } from '../features/auth/auth-dialog-slice';
import { loginUserSlice, logoutAction } from '../features/auth/login-user-slice';
import { navsConfigSlice } from '../features/system/navs-slice';
import { systemConfigSlice } from '../features/system/system-config-slice';
import { removeLocal, StorageKey } from '../shared/storage';

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
