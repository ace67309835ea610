import { DownloadOutlined } from '@ant-design/icons';
import {
  adminActivateEnrolments,
  adminCreateActivate,
  adminDeleteActivate,
  adminListActivates,
  adminUpdateActivate,
  type TAdminActivate,
} from '@shuyuan/contract/admin-catalogue';
import { App, Button, DatePicker, Drawer, Form, Input, InputNumber, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readAdminToken } from '../../admin-http';
import { ListPage } from '../../kit/list-page';
import { RowPreview } from '../../kit/row-actions';
import { useRequired } from '../../use-required';
import { ThumbField } from '../courses/thumb-field';
import { DescriptionItems, OnSaleItem, PriceItem, saleColumns } from './sale-fields';
import './i18n/register';
import { formatDateTimeSeconds } from '#shared/time';

const fmt = (v: number) => formatDateTimeSeconds(v);
const TIMES = ['started_at', 'ended_at', 'enroll_ended_at'] as const;

/** The CSV comes with the admin token, so it is fetched and handed to the browser as a file. */
async function downloadCsv(id: number, failed: string): Promise<void> {
  const base = window.shuyuan_api_url || '';
  const res = await fetch(`${base}/backend/api/v1/activates/${id}/enrolments.csv`, {
    headers: { Authorization: `Bearer ${readAdminToken() ?? ''}` },
  });
  if (!res.ok || !res.headers.get('content-type')?.includes('text/csv')) throw new Error(failed);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `activate-${id}-enrolments.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

function Enrolments({ activate, onClose }: { activate: TAdminActivate | null; onClose: () => void }) {
  const { t } = useTranslation('admin-catalogue', { keyPrefix: 'activates' });
  const { message } = App.useApp();
  return (
    <Drawer
      open={activate !== null}
      onClose={onClose}
      size={760}
      title={`${t('enrolments')} · ${activate?.title ?? ''}`}
      extra={
        activate && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadCsv(activate.id, t('exportFailed')).catch((e: Error) => message.error(e.message))
            }
          >
            {t('exportCsv')}
          </Button>
        )
      }
    >
      {activate && (
        <ListPage
          key={activate.id}
          list={adminActivateEnrolments}
          queryKey={['admin', 'enrolments']}
          params={{ id: activate.id }}
          pageSize={20}
          rowKey="user_id"
          table={{ size: 'small' }}
          columns={[
            { title: t('memberId'), dataIndex: 'user_id', width: 110 },
            { title: t('nickName'), dataIndex: 'nick_name' },
            { title: t('mobile'), dataIndex: 'mobile', width: 140 },
            { title: t('source'), dataIndex: 'source', width: 90 },
            { title: t('enrolledAt'), dataIndex: 'created_at', width: 180, render: fmt },
          ]}
        />
      )}
    </Drawer>
  );
}

export function ActivatesPage() {
  const { t } = useTranslation('admin-catalogue');
  const required = useRequired();
  const [open, setOpen] = useState<TAdminActivate | null>(null);
  const timeLabels = [t('activates.startedAt'), t('activates.endedAt'), t('activates.enrollEndedAt')];
  return (
    <>
      <ListPage
        title={t('activates.page')}
        list={adminListActivates}
        queryKey={['admin', 'activates']}
        filters={[{ kind: 'search', name: 'keywords', placeholder: t('activates.search'), width: 240 }]}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('title'), dataIndex: 'title' },
          { title: t('activates.city'), dataIndex: 'city', width: 100 },
          { title: t('activates.start'), dataIndex: 'started_at', width: 180, render: fmt },
          {
            title: t('activates.enrolled'),
            key: 'q',
            width: 110,
            render: (_, a) => (
              <Button type="link" size="small" onClick={() => setOpen(a)}>
                {a.enrolled_count} / {a.quota || '∞'}
              </Button>
            ),
          },
          ...saleColumns<TAdminActivate>(t, 100),
        ]}
        rowActions={{ render: (a) => <RowPreview to={`/activates/detail/${a.id}`} />, width: 180 }}
        remove={{ endpoint: adminDeleteActivate }}
        editor={{
          create: adminCreateActivate,
          update: adminUpdateActivate,
          noun: t('activates.noun'),
          width: 1100,
          toForm: (a) => {
            if (!a) return { quota: 0, charge: 0, is_show: false, render_desc: '' };
            return { ...a, ...Object.fromEntries(TIMES.map((k) => [k, dayjs(a[k])])) };
          },
          toBody: (v) => ({
            ...v,
            ...Object.fromEntries(TIMES.map((k) => [k, (v[k] as Dayjs | undefined)?.valueOf()])),
          }),
          fields: () => (
            <>
              <Form.Item name="title" label={t('title')} rules={required(t('title'))}>
                <Input maxLength={120} />
              </Form.Item>
              <Form.Item name="thumb" label={t('cover')}>
                <ThumbField />
              </Form.Item>
              <Space size={16} wrap>
                {TIMES.map((k, i) => (
                  <Form.Item
                    key={k}
                    name={k}
                    label={timeLabels[i]}
                    rules={[{ required: true, message: t('activates.pickTime') }]}
                  >
                    <DatePicker showTime />
                  </Form.Item>
                ))}
              </Space>
              <Space size={16} wrap>
                <Form.Item name="city" label={t('activates.city')}>
                  <Input maxLength={32} />
                </Form.Item>
                <Form.Item name="address" label={t('activates.address')}>
                  <Input maxLength={200} style={{ width: 360 }} />
                </Form.Item>
              </Space>
              <Space size={16} wrap>
                <Form.Item name="quota" label={t('activates.quota')}>
                  <InputNumber min={0} />
                </Form.Item>
                <PriceItem />
                <OnSaleItem />
              </Space>
              <DescriptionItems />
            </>
          ),
        }}
      />
      <Enrolments activate={open} onClose={() => setOpen(null)} />
    </>
  );
}
