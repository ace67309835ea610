import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TNav } from '@shuyuan/contract/system';

export interface NavsConfigState {
  navs: TNav[];
}

const initialState: NavsConfigState = { navs: [] };

/** `navsConfig` of spec §3: the navs fetched from /api/v2/navs. How the header uses them: decision 006. */
export const navsConfigSlice = createSlice({
  name: 'navsConfig',
  initialState,
  reducers: {
    saveNavsAction(state, action: PayloadAction<TNav[]>) {
      state.navs = action.payload;
    },
  },
});

export const { saveNavsAction } = navsConfigSlice.actions;
