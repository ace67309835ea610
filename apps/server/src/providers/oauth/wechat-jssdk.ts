import { createHash } from 'node:crypto';
import type { Store } from '#core/store/store';
import { asText, baseUrlSetting } from '../outbound-http';
import { OauthError } from './types';
import { callWechat, type WechatOauthSettings } from './wechat';

/*
 * The official account's JS-SDK (share cards inside WeChat): a jsapi_ticket fetched with the account's
 * access_token, kept in the shared store until WeChat says it expires (less a margin), so every process
 * signs with the same ticket and WeChat is asked about once in two hours, not on every page.
 */

/** Seconds taken off WeChat's expires_in, so a ticket is never used in its last minutes. */
const EXPIRY_MARGIN_S = 300;

const ticketKey = (appId: string) => `wechat:jsapi-ticket:${appId}`;

export async function jsapiTicket(store: Store, account: WechatOauthSettings): Promise<string> {
  const key = ticketKey(account.app_id);
  const cached = await store.get(key);
  if (cached) return cached;
  const api = baseUrlSetting(account.api_base, 'https://api.weixin.qq.com');
  const token = await callWechat(
    `${api}/cgi-bin/token?${new URLSearchParams({
      grant_type: 'client_credential',
      appid: account.app_id,
      secret: account.app_secret,
    })}`,
  );
  const accessToken = asText(token.access_token);
  if (!accessToken) throw new OauthError('wechat: no access_token');
  const answer = await callWechat(
    `${api}/cgi-bin/ticket/getticket?${new URLSearchParams({ access_token: accessToken, type: 'jsapi' })}`,
  );
  const ticket = asText(answer.ticket);
  if (!ticket) throw new OauthError('wechat: no jsapi_ticket');
  const seconds = Number(answer.expires_in) || 7200;
  await store.set(key, ticket, Math.max(60, seconds - EXPIRY_MARGIN_S) * 1000);
  return ticket;
}

/** WeChat's JS-SDK signature: sha1 of the four fields in this order, the URL without its #fragment. */
export function signJssdk(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}
