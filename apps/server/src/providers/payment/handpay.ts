import { CallbackRejected, type PaymentProvider } from './types';

/**
 * Offline transfer: the cashier page shows the site's instructions and the order waits for an admin to
 * confirm it (commerce service confirmHandPay). There is no channel to call or to hear from.
 */
export function createHandPayProvider(): PaymentProvider {
  return {
    name: 'handpay',
    expected: { appId: '', merchantId: '' },
    async createPayment(order, ctx) {
      return { payUrl: `${ctx.siteUrl}/payment/index?sign=${encodeURIComponent(order.paySign)}` };
    },
    async verifyCallback() {
      throw new CallbackRejected('hand pay has no callbacks');
    },
    async queryTrade() {
      return null;
    },
    async refund(_order, refundNo) {
      // No channel holds the money: the admin who refunds transfers it back by hand and confirms that
      // by refunding here.
      return { refundNo, accepted: true, message: '线下转账订单，请通过原转账方式手动退款' };
    },
    ack(ok: boolean) {
      return {
        status: ok ? 200 : 400,
        contentType: 'text/plain; charset=utf-8',
        body: ok ? 'success' : 'fail',
      };
    },
  };
}
