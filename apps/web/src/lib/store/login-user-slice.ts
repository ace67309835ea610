import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the client reads of a member (spec §3). The Accounts issue adds `getMemberDetail` to the contract;
 * this type then becomes `EndpointData<typeof getMemberDetail>` and these fields come from there.
 */
export interface TLoginUser {
  id: number;
  avatar: string;
  nick_name?: string;
  /** Spec §3 names it `name`; MeEdu's detail answer calls it `nick_name`. Either is shown. */
  name?: string;
  mobile?: string;
  credit1: number;
  is_bind_mobile: number;
  is_face_verify: boolean;
}

export interface TAddressForm {
  name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  street: string;
}

export interface LoginUserState {
  user: TLoginUser | null;
  isLogin: boolean;
  freshUnread: boolean;
  addressForm: TAddressForm;
  /**
   * The member logged out and the page is on its way home (已安全退出, then / after 500 ms): the page they were
   * on stays up meanwhile, so no login guard sends them to /login and no 401 of a call still running does.
   */
  leaving: boolean;
}

const emptyAddress: TAddressForm = { name: '', mobile: '', province: '', city: '', area: '', street: '' };

const initialState: LoginUserState = {
  user: null,
  isLogin: false,
  freshUnread: false,
  addressForm: emptyAddress,
  leaving: false,
};

/**
 * `loginUser` of spec §3. The storage side of logout (token, face-check and bind-mobile flags) is done by
 * the store's listener on `logoutAction`, so the reducer stays pure.
 */
export const loginUserSlice = createSlice({
  name: 'loginUser',
  initialState,
  reducers: {
    loginAction(state, action: PayloadAction<TLoginUser>) {
      state.user = action.payload;
      state.isLogin = true;
      state.freshUnread = true;
      state.leaving = false;
    },
    /** `{ leaving: true }`: the member's own logout, which leaves the page for home (see `leaving`). */
    logoutAction(state, action: PayloadAction<{ leaving: boolean } | undefined>) {
      state.user = null;
      state.isLogin = false;
      state.leaving = action.payload?.leaving ?? false;
    },
    changeUserCredit(state, action: PayloadAction<number>) {
      if (state.user) state.user.credit1 = action.payload;
    },
    saveUnread(state, action: PayloadAction<boolean>) {
      state.freshUnread = action.payload;
    },
    setNewAddress(state, action: PayloadAction<TAddressForm>) {
      state.addressForm = action.payload;
    },
  },
});

export const { loginAction, logoutAction, changeUserCredit, saveUnread, setNewAddress } =
  loginUserSlice.actions;

/** The name shown for a member in the header. */
export const displayName = (user: TLoginUser) => user.nick_name || user.name || user.mobile || `#${user.id}`;
