import type { TAdminRefundItem } from '@shuyuan/contract/admin-payments';
import { useTexts } from '../../admin-text';

/**
 * Strings of the refunds page and of an order's trades and refunds (decision 025). Channel and method
 * names come from the payment settings' strings (settings/payment/payment-text.ts).
 */
const cn = {
  refunds: '退款记录',
  searchOrderNo: '搜索订单号',
  allStatus: '全部状态',
  allReasons: '全部原因',
  orderNo: '订单号',
  member: '会员',
  goods: '商品',
  channel: '渠道',
  amount: '金额',
  reason: '原因',
  note: '备注',
  status: '状态',
  message: '渠道消息',
  createdAt: '发起时间',
  finishedAt: '完成时间',
  refundNo: '退款单号',
  actions: '操作',
  reasons: {
    admin: '管理员退款',
    order_closed: '订单已取消或过期后到账',
    already_paid: '重复支付',
    already_owned: '已拥有该商品',
    seat_full: '名额已满',
  } as Record<TAdminRefundItem['reason'], string>,
  statuses: {
    pending: '待提交',
    processing: '退款中',
    success: '已退款',
    failed: '退款失败',
    abnormal: '退款异常',
  } as Record<TAdminRefundItem['status'], string>,
  retry: '重试',
  retryAsk: '重新向渠道提交这笔退款？退款单号不变，渠道不会重复退款。',
  retried: '已重新提交',
  paymentMethod: '支付方式',
  trades: '支付交易',
  orderRefunds: '退款',
  outTradeNo: '商户订单号',
  tradeNo: '渠道交易号',
  times: '时间',
  tradeStatuses: { open: '待支付', closed: '已关闭', paid: '已支付' } as Record<
    'open' | 'closed' | 'paid',
    string
  >,
  created: '创建',
  paid: '支付',
  closed: '关闭',
  finished: '完成',
  noTrades: '尚未发起支付',
  noRefunds: '没有退款',
};
export type RefundsText = typeof cn;

const en: RefundsText = {
  refunds: 'Refunds',
  searchOrderNo: 'Search order no.',
  allStatus: 'Any status',
  allReasons: 'Any reason',
  orderNo: 'Order no.',
  member: 'Member',
  goods: 'Goods',
  channel: 'Channel',
  amount: 'Amount',
  reason: 'Reason',
  note: 'Note',
  status: 'Status',
  message: 'Channel message',
  createdAt: 'Started',
  finishedAt: 'Finished',
  refundNo: 'Refund no.',
  actions: 'Actions',
  reasons: {
    admin: 'By an administrator',
    order_closed: 'Paid after the order was cancelled or expired',
    already_paid: 'Paid twice',
    already_owned: 'Already owned',
    seat_full: 'No seat left',
  },
  statuses: {
    pending: 'Not sent',
    processing: 'Refunding',
    success: 'Refunded',
    failed: 'Failed',
    abnormal: 'Abnormal',
  },
  retry: 'Retry',
  retryAsk:
    'Send this refund to the channel again? The refund number stays the same: the channel never refunds twice.',
  retried: 'Sent again',
  paymentMethod: 'Payment method',
  trades: 'Trades',
  orderRefunds: 'Refunds',
  outTradeNo: 'Merchant trade no.',
  tradeNo: 'Channel trade no.',
  times: 'Times',
  tradeStatuses: { open: 'Awaiting payment', closed: 'Closed', paid: 'Paid' },
  created: 'Created',
  paid: 'Paid',
  closed: 'Closed',
  finished: 'Finished',
  noTrades: 'No payment started',
  noRefunds: 'No refunds',
};

/** Both languages (the key-parity test reads every `texts`). */
export const texts = { cn, en };

export function useRefundsText(): RefundsText {
  return useTexts(texts);
}

/** Colours of a refund's status: done green, waiting gold/blue, failed red, abnormal orange. */
export const REFUND_STATUS_COLORS: Record<TAdminRefundItem['status'], string> = {
  pending: 'gold',
  processing: 'processing',
  success: 'success',
  failed: 'error',
  abnormal: 'orange',
};

/** The refunds an administrator may send again: not accepted by the channel, or ended abnormally. */
export const RETRYABLE: TAdminRefundItem['status'][] = ['pending', 'failed', 'abnormal'];
