import type { TSystemConfig } from '@shuyuan/contract/system';
import type { QueryClient } from '@tanstack/react-query';
import { beginCodeLogin, syncPendingFlags } from '#features/auth';
import { seedCourseDetails } from '#features/catalogue';
import { navsQuery } from '#features/system';
import { applyLang, i18n, isLang, readStoredLang } from '#lib/i18n/index';
import { readPageAnswers } from '#lib/page-data';
import { readToken, StorageKey, writeLocal } from '#lib/storage';
import type { AppStore } from '#lib/store/app-store';
import { fetchMemberDetail } from '#lib/store/get-member-detail';
import { loginAction } from '#lib/store/login-user-slice';
import { saveNavsAction } from '#lib/store/navs-slice';
import { systemConfigQuery } from '#lib/store/system-config-query';
import { saveConfigAction, saveConfigFuncAction } from '#lib/store/system-config-slice';
import { setSiteTimeZone } from '#shared/time';

export interface StartupParams {
  msv: string | null;
  loginCode: string | null;
  action: string | null;
  redirect: string | null;
}

/** Reads msv, login_code, action and redirect from the address, in either history or hash form. */
export function readStartupParams(href: string): StartupParams {
  const url = new URL(href);
  const params = new URLSearchParams(url.search);
  const hashQuery = url.hash.indexOf('?');
  if (hashQuery >= 0) {
    for (const [k, v] of new URLSearchParams(url.hash.slice(hashQuery + 1))) params.set(k, v);
  }
  return {
    msv: params.get('msv'),
    loginCode: params.get('login_code'),
    action: params.get('action'),
    redirect: params.get('redirect'),
  };
}

/** Spec §4: msv is kept for the login calls; login_code with action=login starts a code login once. */
export function applyStartupParams(p: StartupParams) {
  if (p.msv) writeLocal(StorageKey.msv, p.msv);
  if (p.loginCode && p.action === 'login') beginCodeLogin(p.loginCode, p.redirect);
}

/**
 * The API answers the page's HTML carries (the course page's detail, issue 21) go into the query cache before
 * the first render, so the page draws its content without waiting for those calls.
 */
export function seedPageData(queryClient: QueryClient, doc: Document = document) {
  seedCourseDetails(queryClient, readPageAnswers(doc));
}

/**
 * Start-up of spec §8 and upstream: config, then navs, then (with a token) the member. Nothing here blocks
 * the first paint and every failure is only logged.
 */
export async function loadStartupData(store: AppStore, queryClient: QueryClient) {
  let config: TSystemConfig | null = null;
  try {
    config = await queryClient.fetchQuery(systemConfigQuery);
    // Before the config reaches the screens, so the times they draw are in the site's zone.
    setSiteTimeZone(config.time_zone);
    store.dispatch(saveConfigAction(config));
    store.dispatch(saveConfigFuncAction(config.config_func));
    // The site's default language applies until the visitor picks one.
    if (!readStoredLang() && isLang(config.lang) && config.lang !== i18n.language) {
      void applyLang(config.lang);
    }
  } catch (err) {
    console.error('系统初始化失败: config', err);
  }
  try {
    store.dispatch(saveNavsAction(await queryClient.fetchQuery(navsQuery('PC'))));
  } catch (err) {
    console.error('系统初始化失败: navs', err);
  }
  if (!readToken()) return;
  try {
    const user = await fetchMemberDetail();
    syncPendingFlags(user, config);
    store.dispatch(loginAction(user));
  } catch (err) {
    // A 401 was handled by the http client; anything else (e.g. the route not there yet) is only logged.
    console.error('member detail', err);
  }
}
