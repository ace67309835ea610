import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginAction } from './login-user-slice';

/**
 * Which account dialog is open. One slice for the whole app, so the header links, 我的课程, /login's button,
 * "log in to buy" buttons and the code-login flow (which starts outside React) all open the same dialogs.
 */
export type AuthDialogKind = 'login' | 'register' | 'forgotPassword' | 'wechatScan' | 'bindMobile';

/** A social login_code exchange: running, waiting for the bind dialog, or given up (for /login/callback). */
export type CodeLoginState = 'idle' | 'running' | 'bind' | 'failed';

export interface AuthDialogState {
  open: AuthDialogKind | null;
  /** For 'bindMobile': the social-login code that register/withSocialite completes. */
  bindCode: string | null;
  codeLogin: CodeLoginState;
}

const initialState: AuthDialogState = { open: null, bindCode: null, codeLogin: 'idle' };

export const authDialogSlice = createSlice({
  name: 'authDialog',
  initialState,
  reducers: {
    openAuthDialog(state, action: PayloadAction<Exclude<AuthDialogKind, 'bindMobile'>>) {
      state.open = action.payload;
      state.bindCode = null;
    },
    openBindMobileDialog(state, action: PayloadAction<string>) {
      state.open = 'bindMobile';
      state.bindCode = action.payload;
    },
    closeAuthDialog(state) {
      // Closing the bind dialog of a code login gives that login up.
      if (state.open === 'bindMobile' && state.codeLogin === 'bind') state.codeLogin = 'failed';
      state.open = null;
      state.bindCode = null;
    },
    setCodeLogin(state, action: PayloadAction<CodeLoginState>) {
      state.codeLogin = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loginAction, (state) => {
      state.codeLogin = 'idle';
    });
  },
});

export const { openAuthDialog, openBindMobileDialog, closeAuthDialog, setCodeLogin } =
  authDialogSlice.actions;
