import {
  adminCreateKecheng,
  adminDeleteKecheng,
  adminListKechengs,
  adminUpdateKecheng,
  type TAdminKecheng,
} from '@shuyuan/contract/admin-catalogue';
import { Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../kit/list-page';
import { RowPreview } from '../../kit/row-actions';
import { useRequired } from '../../use-required';
import { ThumbField } from '../courses/thumb-field';
import { RowPicker } from './row-picker';
import { DescriptionItems, OnSaleItem, PriceItem, saleColumns } from './sale-fields';
import './i18n/register';

export function KechengsPage() {
  const { t } = useTranslation('admin-catalogue');
  const required = useRequired();
  return (
    <ListPage
      title={t('kechengs.page')}
      list={adminListKechengs}
      queryKey={['admin', 'kechengs']}
      filters={[{ kind: 'search', name: 'keywords', placeholder: t('kechengs.search'), width: 240 }]}
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
        ...saleColumns<TAdminKecheng>(t, 110),
        { title: t('sort'), dataIndex: 'sort', width: 90 },
      ]}
      rowActions={{ render: (k) => <RowPreview to={`/kecheng/${k.id}`} />, width: 180 }}
      remove={{ endpoint: adminDeleteKecheng }}
      editor={{
        create: adminCreateKecheng,
        update: adminUpdateKecheng,
        noun: t('kechengs.noun'),
        width: 1100,
        toForm: (k) => k ?? { charge: 0, is_show: false, sort: 0, course_ids: [], render_desc: '' },
        fields: () => (
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
              <PriceItem />
              <Form.Item name="sort" label={t('sort')}>
                <InputNumber min={0} />
              </Form.Item>
              <OnSaleItem />
            </Space>
            <DescriptionItems />
          </>
        ),
      }}
    />
  );
}
