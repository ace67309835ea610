import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TConfigFunc, TSystemConfig } from '@shuyuan/contract/system';
import { DEFAULT_CONFIG_FUNC } from '@shuyuan/contract/system';

export interface SystemConfigState {
  config: TSystemConfig | null;
  configFunc: TConfigFunc;
}

const initialState: SystemConfigState = {
  config: null,
  configFunc: { ...DEFAULT_CONFIG_FUNC },
};

/** `systemConfig` of spec §3: both parts are replaced whole when saved, never merged. */
export const systemConfigSlice = createSlice({
  name: 'systemConfig',
  initialState,
  reducers: {
    saveConfigAction(state, action: PayloadAction<TSystemConfig>) {
      state.config = action.payload;
    },
    saveConfigFuncAction(state, action: PayloadAction<TConfigFunc>) {
      state.configFunc = action.payload;
    },
  },
});

export const { saveConfigAction, saveConfigFuncAction } = systemConfigSlice.actions;
