import {
  adminCreateKecheng,
  adminDeleteKecheng,
  adminListKechengs,
  adminUpdateKecheng,
  type TAdminKecheng,
} from '@shuyuan/contract/admin-catalogue';
import { Form, Input, InputNumber, Space, Switch, Tag } from 'antd';
import { useRequired } from '../../admin-text';
import { CrudPage } from '../content/crud-page';
import { ThumbField } from '../courses/thumb-field';
import { HtmlField } from '../settings/html-field';
import { useCatalogueText } from './catalogue-text';
import { RowPicker } from './row-picker';

export function KechengsPage() {
  const text = useCatalogueText();
  const required = useRequired();
  return (
    <CrudPage<TAdminKecheng>
      title={text.kechengs.page}
      noun={text.kechengs.noun}
      name="kechengs"
      width={1100}
      list={adminListKechengs}
      create={adminCreateKecheng}
      update={adminUpdateKecheng}
      remove={adminDeleteKecheng}
      filters={(set) => (
        <Input.Search
          allowClear
          placeholder={text.kechengs.search}
          style={{ width: 240 }}
          onSearch={(v) => set(v.trim() ? { keywords: v.trim() } : {})}
        />
      )}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        {
          title: text.kechengs.series,
          key: 't',
          render: (_, k) => (
            <Space>
              {k.thumb && <img className="admin-thumb" src={k.thumb} alt="" />}
              {k.title}
            </Space>
          ),
        },
        { title: text.kechengs.courseCount, key: 'n', width: 100, render: (_, k) => k.course_ids.length },
        {
          title: text.price,
          dataIndex: 'charge',
          width: 110,
          render: (v: number) => (v ? `¥${v.toFixed(2)}` : <Tag color="green">{text.free}</Tag>),
        },
        {
          title: text.status,
          dataIndex: 'is_show',
          width: 110,
          render: (v: boolean) => (v ? <Tag color="green">{text.onSale}</Tag> : <Tag>{text.offSale}</Tag>),
        },
        { title: text.sort, dataIndex: 'sort', width: 90 },
      ]}
      toForm={(k) => k ?? { charge: 0, is_show: false, sort: 0, course_ids: [], render_desc: '' }}
      fields={() => (
        <>
          <Form.Item name="title" label={text.kechengs.name} rules={required(text.kechengs.name)}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="thumb" label={text.cover}>
            <ThumbField />
          </Form.Item>
          <Form.Item name="course_ids" label={text.kechengs.courses}>
            <RowPicker source="courses" placeholder={text.kechengs.pickCourses} />
          </Form.Item>
          <Space size={16} wrap>
            <Form.Item name="charge" label={text.priceYuan}>
              <InputNumber min={0} precision={2} prefix="¥" />
            </Form.Item>
            <Form.Item name="sort" label={text.sort}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="is_show" label={text.onSale} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="short_description" label={text.summary}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item name="render_desc" label={text.details}>
            <HtmlField label={text.detailsLabel} />
          </Form.Item>
        </>
      )}
    />
  );
}
