import { adminListRefunds, REFUND_REASONS, REFUND_STATUSES } from '@shuyuan/contract/admin-payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../kit/list-page';
import { OrderDetailDrawer } from './order-detail-drawer';
import { REFUNDS_KEY } from './order-queries';
import { useRefundColumns } from './refund-columns';
import './i18n/register';

/**
 * Every refund, the administrators' and the ones the site made by itself for money it could not keep (a
 * payment after the order closed, a second payment, goods already owned, a full course); a refund the
 * channel did not take can be sent again from here.
 */
export function RefundListPage() {
  const { t } = useTranslation('admin-refunds');
  const [open, setOpen] = useState<number | null>(null);
  const columns = useRefundColumns({ onOpenOrder: setOpen });
  const statuses = t('statuses', { returnObjects: true });
  const reasons = t('reasons', { returnObjects: true });

  return (
    <ListPage
      title={t('refunds')}
      list={adminListRefunds}
      queryKey={REFUNDS_KEY}
      filters={[
        { kind: 'search', name: 'order_no', placeholder: t('searchOrderNo'), width: 260 },
        {
          kind: 'select',
          name: 'status',
          placeholder: t('allStatus'),
          width: 140,
          options: REFUND_STATUSES.map((value) => ({ value, label: statuses[value] })),
        },
        {
          kind: 'select',
          name: 'reason',
          placeholder: t('allReasons'),
          width: 240,
          options: REFUND_REASONS.map((value) => ({ value, label: reasons[value] })),
        },
      ]}
      columns={columns}
      table={{ scroll: { x: 'max-content' } }}
    >
      <OrderDetailDrawer id={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
