import { REFUND_REASONS, REFUND_STATUSES, type TAdminRefundItem } from '@shuyuan/contract/admin-payments';
import { Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderDetailDrawer } from './order-detail-drawer';
import { useRefundList } from './order-queries';
import { useRefundColumns } from './refund-columns';
import './i18n/register';

const PAGE_SIZE = 15;

/**
 * Every refund, the administrators' and the ones the site made by itself for money it could not keep (a
 * payment after the order closed, a second payment, goods already owned, a full course); a refund the
 * channel did not take can be sent again from here.
 */
export function RefundListPage() {
  const { t } = useTranslation('admin-refunds');
  const [page, setPage] = useState(1);
  const [orderNo, setOrderNo] = useState('');
  const [status, setStatus] = useState<TAdminRefundItem['status'] | undefined>();
  const [reason, setReason] = useState<TAdminRefundItem['reason'] | undefined>();
  const [open, setOpen] = useState<number | null>(null);
  const list = useRefundList({ page, size: PAGE_SIZE, order_no: orderNo || undefined, status, reason });
  const columns = useRefundColumns({ onOpenOrder: setOpen });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('refunds')}</Typography.Title>
      </div>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          placeholder={t('searchOrderNo')}
          aria-label={t('searchOrderNo')}
          style={{ width: 260 }}
          onSearch={(v) => reset(setOrderNo)(v.trim())}
        />
        <Select
          allowClear
          placeholder={t('allStatus')}
          // The placeholder is not the combobox's name: it goes once a value is chosen.
          aria-label={t('allStatus')}
          style={{ width: 140 }}
          value={status}
          onChange={reset(setStatus)}
          options={REFUND_STATUSES.map((value) => ({
            value,
            label: t('statuses', { returnObjects: true })[value],
          }))}
        />
        <Select
          allowClear
          placeholder={t('allReasons')}
          aria-label={t('allReasons')}
          style={{ width: 240 }}
          value={reason}
          onChange={reset(setReason)}
          options={REFUND_REASONS.map((value) => ({
            value,
            label: t('reasons', { returnObjects: true })[value],
          }))}
        />
      </div>
      <Table<TAdminRefundItem>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={columns}
      />
      <OrderDetailDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
