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
import { callAdmin, readAdminToken } from '../../admin-http';
import { CrudPage } from '../content/crud-page';
import { ThumbField } from '../courses/thumb-field';
import { HtmlField } from '../settings/html-field';

const fmt = (v: number) => new Date(v).toLocaleString();
const TIMES = ['started_at', 'ended_at', 'enroll_ended_at'] as const;

/** The CSV comes with the admin token, so it is fetched and handed to the browser as a file. */
async function downloadCsv(id: number): Promise<void> {
  const base = window.shuyuan_api_url || '';
  const res = await fetch(`${base}/backend/api/v1/activates/${id}/enrolments.csv`, {
    headers: { Authorization: `Bearer ${readAdminToken() ?? ''}` },
  });
  if (!res.ok || !res.headers.get('content-type')?.includes('text/csv')) throw new Error('导出失败');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `activate-${id}-enrolments.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

function Enrolments({ activate, onClose }: { activate: TAdminActivate | null; onClose: () => void }) {
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
      title={`报名名单 · ${activate?.title ?? ''}`}
      extra={
        activate && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() => downloadCsv(activate.id).catch((e: Error) => message.error(e.message))}
          >
            导出 CSV
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
          { title: '会员ID', dataIndex: 'user_id', width: 90 },
          { title: '昵称', dataIndex: 'nick_name' },
          { title: '手机号', dataIndex: 'mobile', width: 140 },
          { title: '来源', dataIndex: 'source', width: 90 },
          { title: '报名时间', dataIndex: 'created_at', width: 180, render: fmt },
        ]}
      />
    </Drawer>
  );
}

export function ActivatesPage() {
  const [open, setOpen] = useState<TAdminActivate | null>(null);
  return (
    <>
      <CrudPage<TAdminActivate>
        title="线下课"
        name="activates"
        width={1100}
        list={adminListActivates}
        create={adminCreateActivate}
        update={adminUpdateActivate}
        remove={adminDeleteActivate}
        filters={(set) => (
          <Input.Search
            allowClear
            placeholder="搜索标题"
            style={{ width: 240 }}
            onSearch={(v) => set(v.trim() ? { keywords: v.trim() } : {})}
          />
        )}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: '标题', dataIndex: 'title' },
          { title: '城市', dataIndex: 'city', width: 100 },
          { title: '开始', dataIndex: 'started_at', width: 180, render: fmt },
          {
            title: '报名',
            key: 'q',
            width: 110,
            render: (_, a) => (
              <Button type="link" size="small" onClick={() => setOpen(a)}>
                {a.enrolled_count} / {a.quota || '∞'}
              </Button>
            ),
          },
          {
            title: '价格',
            dataIndex: 'charge',
            width: 100,
            render: (v: number) => (v ? `¥${v.toFixed(2)}` : <Tag color="green">免费</Tag>),
          },
          {
            title: '状态',
            dataIndex: 'is_show',
            width: 90,
            render: (v: boolean) => (v ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>),
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
            <Form.Item name="title" label="标题" rules={[{ required: true, message: '请输入标题' }]}>
              <Input maxLength={120} />
            </Form.Item>
            <Form.Item name="thumb" label="封面">
              <ThumbField />
            </Form.Item>
            <Space size={16} wrap>
              {TIMES.map((k, i) => (
                <Form.Item
                  key={k}
                  name={k}
                  label={['开始时间', '结束时间', '报名截止'][i]}
                  rules={[{ required: true, message: '请选择时间' }]}
                >
                  <DatePicker showTime />
                </Form.Item>
              ))}
            </Space>
            <Space size={16} wrap>
              <Form.Item name="city" label="城市">
                <Input maxLength={32} />
              </Form.Item>
              <Form.Item name="address" label="地址">
                <Input maxLength={200} style={{ width: 360 }} />
              </Form.Item>
            </Space>
            <Space size={16} wrap>
              <Form.Item name="quota" label="名额（0 不限）">
                <InputNumber min={0} />
              </Form.Item>
              <Form.Item name="charge" label="价格（元）">
                <InputNumber min={0} precision={2} prefix="¥" />
              </Form.Item>
              <Form.Item name="is_show" label="上架" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Space>
            <Form.Item name="short_description" label="简介">
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            <Form.Item name="render_desc" label="详情（HTML）">
              <HtmlField label="详情" />
            </Form.Item>
          </>
        )}
      />
      <Enrolments activate={open} onClose={() => setOpen(null)} />
    </>
  );
}
