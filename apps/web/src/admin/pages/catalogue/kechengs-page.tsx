import {
  adminCreateKecheng,
  adminDeleteKecheng,
  adminListKechengs,
  adminUpdateKecheng,
  type TAdminKecheng,
} from '@shuyuan/contract/admin-catalogue';
import { Form, Input, InputNumber, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequired } from '../../use-required';
import { CrudPage } from '../content/crud-page';
import { ThumbField } from '../courses/thumb-field';
import { HtmlField } from '../settings/html-field';
import { RowPicker } from './row-picker';
import './i18n/register';

export function KechengsPage() {
  const { t } = useTranslation('admin-catalogue');
  const required = useRequired();
  return (
    <CrudPage<TAdminKecheng>
      title={t('kechengs.page')}
      noun={t('kechengs.noun')}
      name="kechengs"
      width={1100}
      list={adminListKechengs}
      create={adminCreateKecheng}
      update={adminUpdateKecheng}
      remove={adminDeleteKecheng}
      filters={(set) => (
        <Input.Search
          allowClear
          placeholder={t('kechengs.search')}
          style={{ width: 240 }}
          onSearch={(v) => set(v.trim() ? { keywords: v.trim() } : {})}
        />
      )}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        {
          title: t('kechengs.series'),
          key: 't',
          render: (_, k) => (
            <Space>
              {k.thumb && <img className="admin-thumb" src={k.thumb} alt="" />}
              {k.title}
            </Space>
          ),
        },
        { title: t('kechengs.courseCount'), key: 'n', width: 100, render: (_, k) => k.course_ids.length },
        {
          title: t('price'),
          dataIndex: 'charge',
          width: 110,
          render: (v: number) => (v ? `¥${v.toFixed(2)}` : <Tag color="green">{t('free')}</Tag>),
        },
        {
          title: t('status'),
          dataIndex: 'is_show',
          width: 110,
          render: (v: boolean) => (v ? <Tag color="green">{t('onSale')}</Tag> : <Tag>{t('offSale')}</Tag>),
        },
        { title: t('sort'), dataIndex: 'sort', width: 90 },
      ]}
      toForm={(k) => k ?? { charge: 0, is_show: false, sort: 0, course_ids: [], render_desc: '' }}
      fields={() => (
        <>
          <Form.Item name="title" label={t('kechengs.name')} rules={required(t('kechengs.name'))}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="thumb" label={t('cover')}>
            <ThumbField />
          </Form.Item>
          <Form.Item name="course_ids" label={t('kechengs.courses')}>
            <RowPicker source="courses" placeholder={t('kechengs.pickCourses')} />
          </Form.Item>
          <Space size={16} wrap>
            <Form.Item name="charge" label={t('priceYuan')}>
              <InputNumber min={0} precision={2} prefix="¥" />
            </Form.Item>
            <Form.Item name="sort" label={t('sort')}>
              <InputNumber min={0} />
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
  );
}
