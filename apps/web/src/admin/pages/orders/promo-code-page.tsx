import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  adminBatchPromoCodes,
  adminCreatePromoCode,
  adminDeletePromoCode,
  adminListPromoCodes,
} from '@shuyuan/contract/admin-orders';
import { App, Button, DatePicker, Form, Input, InputNumber, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { FormDialog, useFormDialog } from '../../kit/form-dialog';
import { ListPage } from '../../kit/list-page';
import { fmtTime } from './format-time';
import { PROMO_KEY } from './order-queries';
import './i18n/register';

interface Values {
  code?: string;
  prefix?: string;
  count?: number;
  discount: number;
  use_times: number;
  range?: [Dayjs, Dayjs];
}

const DEFAULTS = { use_times: 1, count: 10 };

export function PromoCodePage() {
  const { t } = useTranslation('admin-orders');
  const { modal } = App.useApp();
  const dialog = useFormDialog<'single' | 'batch', Values>();
  const create = useAdminWrite(adminCreatePromoCode, [PROMO_KEY], t('done'));
  const batch = useAdminWrite(adminBatchPromoCodes, [PROMO_KEY]);

  const submit = (v: Values) => {
    const rules = {
      discount: v.discount,
      use_times: v.use_times,
      started_at: v.range?.[0]?.valueOf() ?? null,
      expired_at: v.range?.[1]?.valueOf() ?? null,
    };
    if (dialog.target === 'single')
      create.mutate({ body: { ...rules, code: v.code ?? '' } }, { onSuccess: dialog.close });
    else
      batch.mutate(
        { body: { ...rules, prefix: v.prefix ?? '', count: v.count ?? 1 } },
        {
          onSuccess: ({ codes }) => {
            dialog.close();
            modal.success({
              title: t('generated', { n: String(codes.length) }),
              width: 560,
              content: <Input.TextArea readOnly rows={10} value={codes.join('\n')} />,
            });
          },
        },
      );
  };

  return (
    <ListPage
      title={t('promoCodes')}
      actions={
        <>
          <Button icon={<ThunderboltOutlined />} onClick={() => dialog.open('batch', DEFAULTS)}>
            {t('batchPromo')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.open('single', DEFAULTS)}>
            {t('newPromoCode')}
          </Button>
        </>
      }
      list={adminListPromoCodes}
      queryKey={PROMO_KEY}
      filters={[{ kind: 'search', name: 'keywords', placeholder: t('code'), width: 260 }]}
      columns={[
        {
          title: t('code'),
          dataIndex: 'code',
          render: (v: string) => (
            <Typography.Text copyable code>
              {v}
            </Typography.Text>
          ),
        },
        {
          title: t('discountYuan'),
          dataIndex: 'discount',
          width: 150,
          render: (v: number) => `¥${v.toFixed(2)}`,
        },
        {
          title: t('usedTimes'),
          key: 'u',
          width: 120,
          render: (_, p) => `${p.used_times} / ${p.use_times || '∞'}`,
        },
        {
          title: t('validity'),
          key: 'v',
          width: 340,
          render: (_, p) =>
            p.started_at || p.expired_at
              ? `${fmtTime(p.started_at)} ~ ${fmtTime(p.expired_at)}`
              : t('forever'),
        },
        { title: t('promoCreatedAt'), dataIndex: 'created_at', width: 180, render: fmtTime },
      ]}
      rowActions={{ width: 90 }}
      remove={{ endpoint: adminDeletePromoCode }}
    >
      <FormDialog
        dialog={dialog}
        title={dialog.target === 'batch' ? t('batchPromo') : t('newPromoCode')}
        saving={create.isPending || batch.isPending}
        onFinish={submit}
      >
        {dialog.target === 'single' ? (
          <Form.Item name="code" label={t('code')} rules={[{ required: true, message: t('code') }]}>
            <Input maxLength={32} />
          </Form.Item>
        ) : (
          <div style={{ display: 'flex', gap: 16 }}>
            <Form.Item name="prefix" label={t('prefix')}>
              <Input maxLength={12} />
            </Form.Item>
            <Form.Item name="count" label={t('count')} rules={[{ required: true, message: t('count') }]}>
              <InputNumber min={1} max={500} />
            </Form.Item>
          </div>
        )}
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item
            name="discount"
            label={t('discountYuan')}
            rules={[{ required: true, message: t('discountYuan') }]}
          >
            <InputNumber min={0.01} precision={2} prefix="¥" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="use_times" label={t('useTimes')}>
            <InputNumber min={0} style={{ width: 180 }} />
          </Form.Item>
        </div>
        <Form.Item name="range" label={t('validity')}>
          <DatePicker.RangePicker showTime />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
