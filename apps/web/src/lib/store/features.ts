import type { TBuiltFeatureSwitch } from '@shuyuan/contract/system';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { AppStore } from './app-store';
import { useAppSelector } from './app-store';
import { systemConfigQuery } from './system-config-query';
import { saveConfigAction, saveConfigFuncAction } from './system-config-slice';

/*
 * The one place the storefronts (PC and /h5) ask whether a module is switched on (spec §1 configFunc,
 * decision 031): a component that draws a promo-code box, a VIP link or a certificate asks `useFeature`.
 * Only built modules can be asked about: a switch of a module the site lacks is always off.
 */
export function useFeature(key: TBuiltFeatureSwitch): boolean {
  return useAppSelector((s) => s.systemConfig.configFunc[key]);
}

/**
 * The server refused a call because its switch is off (ApiCode.featureOff): the switches this page holds
 * are stale, so the configuration is read again and the screens drop what the switch gates.
 */
export async function reloadFeatureSwitches(store: AppStore, queryClient: QueryClient): Promise<void> {
  try {
    const config = await queryClient.fetchQuery({ ...systemConfigQuery, staleTime: 0 });
    store.dispatch(saveConfigAction(config));
    store.dispatch(saveConfigFuncAction(config.config_func));
  } catch (err) {
    console.error('系统配置刷新失败', err);
  }
}

/**
 * False while the first configuration is still loading: until then the switches are spec §3's defaults,
 * so a page that exists only for a module (the VIP plans) waits rather than call a switched-off API.
 */
export function useFeaturesLoaded(): boolean {
  return !useQuery(systemConfigQuery).isPending;
}

/**
 * For a module's own pages: 'wait' while the first configuration loads (a switch read before then is the
 * default, not the site's), then 'on', or 'off' (the page says the module is not offered, or not found).
 */
export function useFeatureGate(key: TBuiltFeatureSwitch): 'wait' | 'on' | 'off' {
  const on = useFeature(key);
  const loaded = useFeaturesLoaded();
  if (on) return 'on';
  return loaded ? 'off' : 'wait';
}
