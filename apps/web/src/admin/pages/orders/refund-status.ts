import type { TAdminRefundItem } from '@shuyuan/contract/admin-payments';

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
