import { Form, Input, InputNumber, Switch, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HtmlField } from '../settings/html-field';
import './i18n/register';

/*
 * What offline courses and series are both sold by: a price (free at 0), on sale or not, a summary and a
 * details page. Their lists and forms draw these parts from here.
 */

/** The price (免费 at 0) and on-sale columns. */
export function saleColumns<Row>(t: TFunction<'admin-catalogue'>, priceWidth: number): TableColumnsType<Row> {
  return [
    {
      title: t('price'),
      dataIndex: 'charge',
      width: priceWidth,
      render: (v: number) => (v ? `¥${v.toFixed(2)}` : <Tag color="green">{t('free')}</Tag>),
    },
    {
      title: t('status'),
      dataIndex: 'is_show',
      width: 110,
      render: (v: boolean) => (v ? <Tag color="green">{t('onSale')}</Tag> : <Tag>{t('offSale')}</Tag>),
    },
  ];
}

export function PriceItem() {
  const { t } = useTranslation('admin-catalogue');
  return (
    <Form.Item name="charge" label={t('priceYuan')}>
      <InputNumber min={0} precision={2} prefix="¥" />
    </Form.Item>
  );
}

export function OnSaleItem() {
  const { t } = useTranslation('admin-catalogue');
  return (
    <Form.Item name="is_show" label={t('onSale')} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

/** The summary and the details page (HTML). */
export function DescriptionItems() {
  const { t } = useTranslation('admin-catalogue');
  return (
    <>
      <Form.Item name="short_description" label={t('summary')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name="render_desc" label={t('details')}>
        <HtmlField label={t('detailsLabel')} />
      </Form.Item>
    </>
  );
}
