import { DownloadOutlined } from '@ant-design/icons';
import {
  adminActivateEnrolments,
  adminCreateActivate,
  adminDeleteActivate,
  adminListActivates,
  adminUpdateActivate,
  type TAdminActivate,
} from '@shuyuan/contract/admin-catalogue';
import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Drawer, Form, Input, InputNumber, Space, Switch, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAdmin, readAdminToken } from '../../admin-http';
import { useRequired } from '../../use-required';
import { CrudPage } from '../content/crud-page';
import { ThumbField } from '../courses/thumb-field';
import { HtmlField } from '../settings/html-field';
import './i18n/register';

const fmt = (v: number) => new Date(v).toLocaleString();
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
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['admin', 'enrolments', activate?.id, page],
    queryFn: () =>
      callAdmin(adminActivateEnrolments, { params: { id: activate?.id ?? 0 }, query: { page, size: 20 } }),
    enabled: activate !== null,
  });
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
      <Table
        rowKey="user_id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('memberId'), dataIndex: 'user_id', width: 110 },
          { title: t('nickName'), dataIndex: 'nick_name' },
          { title: t('mobile'), dataIndex: 'mobile', width: 140 },
          { title: t('source'), dataIndex: 'source', width: 90 },
          { title: t('enrolledAt'), dataIndex: 'created_at', width: 180, render: fmt },
        ]}
      />
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
      <CrudPage<TAdminActivate>
        title={t('activates.page')}
        noun={t('activates.noun')}
        name="activates"
        width={1100}
        list={adminListActivates}
        create={adminCreateActivate}
        update={adminUpdateActivate}
        remove={adminDeleteActivate}
        filters={(set) => (
          <Input.Search
            allowClear
            placeholder={t('activates.search')}
            style={{ width: 240 }}
            onSearch={(v) => set(v.trim() ? { keywords: v.trim() } : {})}
          />
        )}
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
          {
            title: t('price'),
            dataIndex: 'charge',
            width: 100,
            render: (v: number) => (v ? `¥${v.toFixed(2)}` : <Tag color="green">{t('free')}</Tag>),
          },
          {
            title: t('status'),
            dataIndex: 'is_show',
            width: 110,
            render: (v: boolean) => (v ? <Tag color="green">{t('onSale')}</Tag> : <Tag>{t('offSale')}</Tag>),
          },
        ]}
        toForm={(a) => {
          if (!a) return { quota: 0, charge: 0, is_show: false, render_desc: '' };
          return { ...a, ...Object.fromEntries(TIMES.map((k) => [k, dayjs(a[k])])) };
        }}
        toBody={(v) => ({
          ...v,
          ...Object.fromEntries(TIMES.map((k) => [k, (v[k] as Dayjs | undefined)?.valueOf()])),
        })}
        fields={() => (
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
              <Form.Item name="charge" label={t('priceYuan')}>
                <InputNumber min={0} precision={2} prefix="¥" />
              </Form.Item>
              <Form.Item name="is_show" label={t('onSale')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Space>
            <Form.Item name="short_description" label={t('summary')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            <Form.Item name="render_desc" label={t('details')}>
              <HtmlField label={t('detailsLabel')} />
            </Form.Item>
          </>
        )}
      />
      <Enrolments activate={open} onClose={() => setOpen(null)} />
    </>
  );
}
