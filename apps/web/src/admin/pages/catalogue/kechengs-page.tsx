import {
  adminCreateKecheng,
  adminDeleteKecheng,
  adminListKechengs,
  adminUpdateKecheng,
  type TAdminKecheng,
} from '@shuyuan/contract/admin-catalogue';
import { adminListCourses } from '@shuyuan/contract/admin-courses';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { callAdmin } from '../../admin-http';
import { CrudPage } from '../content/crud-page';
import { ThumbField } from '../courses/thumb-field';
import { HtmlField } from '../settings/html-field';

/** Courses to bundle, searched on the server (the catalogue may be large). */
function CoursePicker(props: { value?: number[]; onChange?: (v: number[]) => void }) {
  const [search, setSearch] = useState('');
  const courses = useQuery({
    queryKey: ['admin', 'courses', 'pick', search],
    queryFn: () =>
      callAdmin(adminListCourses, { query: { page: 1, size: 50, keywords: search || undefined } }),
  });
  return (
    <Select
      {...props}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={courses.data?.data.map((c) => ({ value: c.id, label: `${c.id} · ${c.title}` }))}
      placeholder="搜索并选择课程（按选择顺序排列）"
    />
  );
}

export function KechengsPage() {
  return (
    <CrudPage<TAdminKecheng>
      title="专栏"
      name="kechengs"
      width={1100}
      list={adminListKechengs}
      create={adminCreateKecheng}
      update={adminUpdateKecheng}
      remove={adminDeleteKecheng}
      filters={(set) => (
        <Input.Search
          allowClear
          placeholder="搜索专栏"
          style={{ width: 240 }}
          onSearch={(v) => set(v.trim() ? { keywords: v.trim() } : {})}
        />
      )}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        {
          title: '专栏',
          key: 't',
          render: (_, k) => (
            <Space>
              {k.thumb && <img className="admin-thumb" src={k.thumb} alt="" />}
              {k.title}
            </Space>
          ),
        },
        { title: '课程数', key: 'n', width: 100, render: (_, k) => k.course_ids.length },
        {
          title: '价格',
          dataIndex: 'charge',
          width: 110,
          render: (v: number) => (v ? `¥${v.toFixed(2)}` : <Tag color="green">免费</Tag>),
        },
        {
          title: '状态',
          dataIndex: 'is_show',
          width: 90,
          render: (v: boolean) => (v ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>),
        },
        { title: '排序', dataIndex: 'sort', width: 90 },
      ]}
      toForm={(k) => k ?? { charge: 0, is_show: false, sort: 0, course_ids: [], render_desc: '' }}
      fields={() => (
        <>
          <Form.Item name="title" label="专栏名" rules={[{ required: true, message: '请输入专栏名' }]}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="thumb" label="封面">
            <ThumbField />
          </Form.Item>
          <Form.Item name="course_ids" label="包含课程">
            <CoursePicker />
          </Form.Item>
          <Space size={16} wrap>
            <Form.Item name="charge" label="价格（元）">
              <InputNumber min={0} precision={2} prefix="¥" />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} />
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
  );
}
