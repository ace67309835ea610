import { adminPaymentOverview, adminTestPayment } from '@shuyuan/contract/admin-payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '#admin/admin-http';

/** Refreshed with the settings after every save: enabling a channel changes what members are offered. */
export const PAYMENT_OVERVIEW_KEY = ['admin', 'payments', 'overview'] as const;

export function usePaymentOverview() {
  return useQuery({ queryKey: PAYMENT_OVERVIEW_KEY, queryFn: () => callAdmin(adminPaymentOverview) });
}

/**
 * 测试连接 with the saved settings. Not useAdminWrite: its answer (and a refusal) is shown beside the
 * button, not as a passing toast. WeChat's test downloads the platform certificates, so the overview (which
 * lists them) is read again afterwards.
 */
export function useTestPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channel: 'alipay' | 'wechat') => callAdmin(adminTestPayment, { body: { channel } }),
    onSettled: () => client.invalidateQueries({ queryKey: PAYMENT_OVERVIEW_KEY }),
  });
}
