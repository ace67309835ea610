import type { MessageTable } from '../messages';

/** Orders, payments, refunds and their messages and credit remarks (decision 035). */
export const commerceMessages = {
  'order.statusUnpaid': { zh: '未支付', en: 'Unpaid' },
  'order.statusPaying': { zh: '支付中', en: 'Paying' },
  'order.statusPaid': { zh: '已支付', en: 'Paid' },
  'order.statusCancelled': { zh: '已取消', en: 'Cancelled' },
  'order.promoInvalid': { zh: '此优惠码无效', en: 'This promo code is not valid' },
  'order.goodsUnknown': { zh: '无法创建订单', en: 'This kind of goods cannot be ordered' },
  'order.agreePaidContent': {
    zh: '请同意付费内容购买协议',
    en: 'Please agree to the paid content purchase agreement',
  },
  'order.agreeVip': { zh: '请同意会员服务协议', en: 'Please agree to the membership agreement' },
  'order.courseOwned': {
    zh: '您已购买此课程，无需重复购买',
    en: 'You have already bought this course',
  },
  'order.kechengOwned': {
    zh: '您已拥有该专栏的全部课程，无需重复购买',
    en: 'You already own every course of this series',
  },
  'order.courseUnavailable': { zh: '当前课程无法购买', en: 'This course cannot be bought' },
  'order.courseMissing': { zh: '课程不存在', en: 'No such course' },
  'order.paperOwned': {
    zh: '您已购买此试卷，无需重复购买',
    en: 'You have already bought this paper',
  },
  'order.paperUnavailable': { zh: '当前试卷无法购买', en: 'This paper cannot be bought' },
  'order.paperVipFree': {
    zh: '该试卷会员免费，您无需购买',
    en: 'This paper is free for members: you need not buy it',
  },
  'order.paidNotice': { zh: '订单{orderNo}已支付', en: 'Order {orderNo} is paid' },
  'order.refundedNotice': { zh: '订单{orderNo}已退款', en: 'Order {orderNo} was refunded' },
  'order.autoRefundNotice': {
    zh: '订单{orderNo}的付款已原路退回（{reason}）',
    en: 'The payment of order {orderNo} was returned to where it came from ({reason})',
  },
  'order.refundReasonClosed': {
    zh: '订单已取消或过期后才到账',
    en: 'the payment arrived after the order was cancelled or expired',
  },
  'order.refundReasonPaid': {
    zh: '订单已由另一笔付款支付',
    en: 'the order was already paid by another payment',
  },
  'order.refundReasonOwned': { zh: '已拥有该商品', en: 'you already own it' },
  'order.refundReasonFull': { zh: '活动名额已满', en: 'the activity is full' },
  'order.paidReward': { zh: '已支付订单送{sum}积分', en: '{sum} points for a paid order' },
  'order.refundTakeBack': {
    zh: '订单{orderNo}退款扣回积分',
    en: 'Points taken back for the refund of order {orderNo}',
  },
  'pay.channelAlipay': { zh: '支付宝', en: 'Alipay' },
  'pay.channelWechat': { zh: '微信支付', en: 'WeChat Pay' },
  'pay.channelHandpay': { zh: '线下转账', en: 'Bank transfer' },
  'pay.channelSandbox': { zh: '模拟支付', en: 'Sandbox payment' },
  'pay.methodUnavailable': {
    zh: '当前环境不支持该支付方式',
    en: 'This payment method is not available here',
  },
  'pay.sandboxInProduction': {
    zh: '模拟支付仅用于开发和测试，正式站点不能使用',
    en: 'Sandbox payment is for development and tests only, not for a live site',
  },
  'pay.orderPaid': { zh: '订单已支付', en: 'The order is already paid' },
  'pay.orderCancelled': { zh: '订单已取消', en: 'The order is cancelled' },
  'pay.orderExpired': { zh: '订单已过期', en: 'The order has expired' },
  'pay.channelDown': {
    zh: '支付渠道暂不可用，请稍后再试',
    en: 'The payment channel is unavailable: try again later',
  },
  'pay.badReturnUrl': { zh: '返回地址无效', en: 'Invalid return address' },
  'pay.missingFields': { zh: '未填写：{fields}', en: 'Not filled in: {fields}' },
  'pay.sandboxNotInProduction': {
    zh: '生产环境不能使用模拟支付',
    en: 'Sandbox payment cannot be used in production',
  },
  'refund.notHandpay': { zh: '该订单不是线下转账订单', en: 'This order was not paid by bank transfer' },
  'refund.returnTransfer': {
    zh: '订单已取消，请将转账款退回',
    en: 'The order is cancelled: please return the transferred money',
  },
  'refund.notPaid': { zh: '订单未支付或已退款', en: 'The order is unpaid or already refunded' },
  'refund.channelRefused': { zh: '支付渠道拒绝退款', en: 'The payment channel refused the refund' },
  'refund.failed': { zh: '退款失败：{reason}', en: 'Refund failed: {reason}' },
  'refund.handpayNote': {
    zh: '线下转账订单，请通过原转账方式手动退款',
    en: 'Paid by bank transfer: refund it by transfer yourself',
  },
  'refund.channelMissing': {
    zh: '支付渠道未配置，无法退款',
    en: 'The payment channel is not set up, so it cannot refund',
  },
  'refund.closed': { zh: '退款已关闭', en: 'Refund closed' },
  'refund.abnormal': { zh: '退款异常', en: 'The refund failed at the channel' },
} as const satisfies MessageTable;
