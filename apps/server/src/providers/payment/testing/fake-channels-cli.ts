import { parseArgs } from 'node:util';
import { startFakeAlipay } from './fake-alipay';
import { startFakeWechat } from './fake-wechat';

/*
 * Runs both fake channels in their own process, for the load test (which runs in another process and pays
 * through the fakes' HTTP pages: the Alipay cashier, /fake/wechat/native|h5, /fake/jsapi/pay):
 *
 *   tsx apps/server/src/providers/payment/testing/fake-channels-cli.ts [--alipay-mode key|cert] \
 *     [--wechat-mode certificate|publicKey]
 *
 * prints ONE JSON line on stdout — {"alipay":{"gateway","settings"},"wechat":{"apiBase","settings",
 * "officialAccount"}} — the settings to store in payment.alipay, payment.wechat and socialite.wechat_app, then
 * serves until SIGTERM or SIGINT.
 */

const { values } = parseArgs({
  options: {
    'alipay-mode': { type: 'string', default: 'key' },
    'wechat-mode': { type: 'string', default: 'certificate' },
  },
});
const alipayMode = values['alipay-mode'];
const wechatMode = values['wechat-mode'];
if (
  (alipayMode !== 'key' && alipayMode !== 'cert') ||
  (wechatMode !== 'certificate' && wechatMode !== 'publicKey')
) {
  process.stderr.write(
    'usage: fake-channels-cli.ts [--alipay-mode key|cert] [--wechat-mode certificate|publicKey]\n',
  );
  process.exit(2);
}

const [alipay, wechat] = await Promise.all([
  startFakeAlipay({ mode: alipayMode }),
  startFakeWechat({ mode: wechatMode }),
]);
process.stdout.write(
  `${JSON.stringify({
    alipay: { gateway: alipay.gateway, settings: alipay.settings },
    wechat: { apiBase: wechat.apiBase, settings: wechat.settings, officialAccount: wechat.officialAccount },
  })}\n`,
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all([alipay.close(), wechat.close()]);
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
