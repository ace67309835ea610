import { wechatScanQuery, wechatScanUrl } from '@shuyuan/contract/auth';
import { callEndpoint } from '#lib/http';

/** POST /api/v3/auth/login/wechat-scan/url {action} → {url, key, expire (unix s)}. */
export const startWechatScan = (action: 'login' | 'bind' = 'login') =>
  callEndpoint(wechatScanUrl, { body: { action } });

/** GET …/wechat-scan/query: code '0' until scanned. Silent: it runs every second. */
export const pollWechatScan = (key: string) =>
  callEndpoint(wechatScanQuery, { query: { key } }, { silent: true });
