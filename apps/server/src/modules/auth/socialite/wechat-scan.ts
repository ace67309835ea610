import { wechatScanPage, withPageLang } from '@shuyuan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '#core/deps';
import { AppError, badParameter } from '#core/errors';
import { messagePage, sendHtml } from '#core/http/html-page';
import { pageLanguage, statedLanguage } from '#core/http/language';
import { siteUrl } from '#core/http/site-url';
import { getOauthProvider } from '#providers/oauth/index';
import { randomToken } from '../accounts';
import { readLoginCode } from './login-code';
import { APP_NOT_ENABLED, redirectToProvider } from './oauth-flow';

/**
 * PC "scan with WeChat": the PC shows a QR of the scan page and polls its key; the phone opens the page in
 * WeChat, goes through WeChat OAuth and the page writes the resulting login_code into the key. A nonce
 * issued by the page for its key travels in the OAuth state into the login_code, so a code completes only
 * the key whose page started its flow (a code from elsewhere, or another key's, is refused).
 */

export const SCAN_TTL_MS = 300_000;
export const ScanText = {
  success: '扫码成功，请返回电脑端继续操作',
  expired: '二维码已失效，请在电脑端刷新二维码后重新扫码',
  failed: '微信授权失败，请在电脑端刷新二维码后重新扫码',
} as const;

const scanKey = (key: string) => `wechat-scan-login:${key}`;
/** randomToken(18) and randomToken(24): the shapes of our keys, nonces and login codes. */
const SCAN_KEY = /^[\w-]{24}$/;
const TOKEN_32 = /^[\w-]{32}$/;
const LOGIN_ERROR = /^授权登录失败\[\d{4}\]$/;
const nonceKey = (nonce: string) => `wechat-scan-nonce:${nonce}`;

export async function startWechatScan(
  deps: Deps<'db' | 'store' | 'config'>,
  request: FastifyRequest,
  action: 'login' | 'bind',
): Promise<{ url: string; key: string; expire: number }> {
  if (!(await getOauthProvider(deps, 'wechat'))) throw new AppError(APP_NOT_ENABLED);
  const key = randomToken(18);
  await deps.store.set(scanKey(key), '0', SCAN_TTL_MS);
  return {
    url: withPageLang(
      `${siteUrl(request)}${wechatScanPage.path}?${new URLSearchParams({ key, action })}`,
      statedLanguage(request),
    ),
    key,
    expire: Math.floor((Date.now() + SCAN_TTL_MS) / 1000),
  };
}

/** code "0" until the phone completes the scan, then the login_code. */
export async function queryWechatScan(deps: Deps<'store'>, key: string): Promise<{ code: string }> {
  const value = key.length <= 64 ? await deps.store.get(scanKey(key)) : null;
  if (value === null) throw badParameter();
  return { code: value };
}

async function completeScan(deps: Deps<'store'>, key: string, nonce: string, code: string): Promise<boolean> {
  if (!key || !nonce) return false;
  const found = await readLoginCode(deps, code);
  if (found?.entry?.app !== 'wechat' || found.entry.scan_nonce !== nonce) return false;
  // Checked before it is used up, so an address rewritten to another key cannot burn the real one.
  if ((await deps.store.get(nonceKey(nonce))) !== key) return false;
  if ((await deps.store.get(scanKey(key))) !== '0') return false;
  if ((await deps.store.take(nonceKey(nonce))) !== key) return false;
  await deps.store.set(scanKey(key), code, SCAN_TTL_MS);
  return true;
}

/** GET …/wechat-scan/page: start (key), return with login_code, or return with login_err_msg. */
export async function handleScanPage(
  deps: Deps<'db' | 'store' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Partial<
    Record<'key' | 'action' | 'wechat_scan_key' | 'nonce' | 'login_code' | 'login_err_msg', string>
  >,
): Promise<void> {
  // Malformed addresses get the API's envelope (参数错误); well-formed ones a page the phone can show, in
  // the language the address carries (decision 035), which the way back from WeChat keeps.
  const lang = pageLanguage(request);
  if (query.action !== undefined && query.action !== 'login' && query.action !== 'bind') throw badParameter();
  if (query.login_err_msg !== undefined) {
    if (!LOGIN_ERROR.test(query.login_err_msg)) throw badParameter();
    sendHtml(reply, messagePage(lang, '扫码登录失败', ScanText.failed, 'fail'));
    return;
  }
  if (query.login_code !== undefined) {
    const { wechat_scan_key: key = '', nonce = '', login_code: code } = query;
    if (!SCAN_KEY.test(key) || !TOKEN_32.test(nonce) || !TOKEN_32.test(code)) throw badParameter();
    const done = await completeScan(deps, key, nonce, code);
    sendHtml(
      reply,
      done
        ? messagePage(lang, '扫码成功', ScanText.success)
        : messagePage(lang, '扫码登录失败', ScanText.expired, 'fail'),
    );
    return;
  }
  const key = query.key ?? '';
  if (!SCAN_KEY.test(key)) throw badParameter();
  if ((await deps.store.get(scanKey(key))) !== '0') {
    sendHtml(reply, messagePage(lang, '扫码登录失败', ScanText.expired, 'fail'));
    return;
  }
  const nonce = randomToken(24);
  await deps.store.set(nonceKey(nonce), key, SCAN_TTL_MS);
  // Site-relative: the phone comes back to the host it scanned, where its state cookie is.
  const page = wechatScanPage.path;
  try {
    await redirectToProvider(deps, request, reply, {
      app: 'wechat',
      s_url: withPageLang(`${page}?${new URLSearchParams({ wechat_scan_key: key, nonce })}`, lang),
      f_url: withPageLang(`${page}?${new URLSearchParams({ wechat_scan_key: key })}`, lang),
      action: query.action === 'bind' ? 'bind' : 'login',
      scanNonce: nonce,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    sendHtml(reply, messagePage(lang, '扫码登录失败', APP_NOT_ENABLED, 'fail'));
  }
}
