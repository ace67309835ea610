import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  adminCreateBlock,
  adminUpdateBlock,
  type BlockKind,
  type BlockPlatform,
  type TAdminViewBlock,
} from '@shuyuan/contract/admin-blocks';
import { adminListCategories } from '@shuyuan/contract/admin-catalogue';
import { listDecorationBlocks } from '@shuyuan/contract/content';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';
import { useRequired } from '../../use-required';
import { RowPicker } from '../catalogue/row-picker';
import { ThumbField } from '../courses/thumb-field';
import { HtmlField } from '../settings/html-field';
import './i18n/register';

export const BLOCKS_KEY = ['admin', 'blocks'] as const;
/** The storefront's own query of the blocks (the preview reads it): refreshed with every write. */
export const STOREFRONT_BLOCKS_KEY = [listDecorationBlocks.id] as const;

/** What the dialog edits: a new block of a kind, or an existing one. */
export type BlockEditing = { kind: BlockKind; block: TAdminViewBlock | null };

type Config = Record<string, unknown>;

/** A new block's starting values. */
const DEFAULTS: Record<BlockKind, Config> = {
  vod: { title: '', course_ids: [] },
  slider: { items: [{ thumb: '', url: '' }] },
  activate: { title: '', activate_ids: [], limit: 4 },
  article: { title: '', limit: 6, category_id: 0 },
  announcement: { title: '', limit: 5 },
  code: { html: '' },
};

function ArticleCategory(props: { value?: number; onChange?: (v: number) => void }) {
  const { t } = useTranslation('admin-blocks');
  const categories = useQuery({
    queryKey: ['admin', 'categories', 'article-options'],
    queryFn: () => callAdmin(adminListCategories, { query: { page: 1, size: 100, type: 'article' } }),
  });
  return (
    <Select
      {...props}
      style={{ width: 280 }}
      options={[
        { value: 0, label: t('allCategories') },
        ...(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })),
      ]}
    />
  );
}

function SliderItems() {
  const { t } = useTranslation('admin-blocks');
  const required = useRequired();
  return (
    <Form.List name="items">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f, i) => (
            <div key={f.key} className="admin-block-slide">
              <Form.Item
                name={[f.name, 'thumb']}
                label={`${t('image')} ${i + 1}`}
                rules={required(t('image'))}
              >
                <ThumbField />
              </Form.Item>
              <Space align="end">
                <Form.Item name={[f.name, 'url']} label={t('link')} style={{ marginBottom: 0 }}>
                  <Input style={{ width: 420 }} />
                </Form.Item>
                {fields.length > 1 && (
                  <Button icon={<MinusCircleOutlined />} onClick={() => remove(f.name)}>
                    {t('removeImage')}
                  </Button>
                )}
              </Space>
            </div>
          ))}
          {fields.length < 10 && (
            <Button icon={<PlusOutlined />} onClick={() => add({ thumb: '', url: '' })}>
              {t('addImage')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

/** The fields of one kind: each kind gets the form that suits it. */
function KindFields({ editing }: { editing: BlockEditing }) {
  const { t } = useTranslation('admin-blocks');
  const required = useRequired();
  const limit = (
    <Form.Item name="limit" label={t('limit')} extra={t('limitHint')}>
      <InputNumber min={1} max={20} />
    </Form.Item>
  );
  const title = (
    <Form.Item name="title" label={t('title')} rules={required(t('title'))}>
      <Input maxLength={60} style={{ width: 420 }} />
    </Form.Item>
  );
  const known = editing.block?.picked ?? [];
  switch (editing.kind) {
    case 'vod':
      return (
        <>
          {title}
          <Form.Item name="course_ids" label={t('courses')} rules={required(t('courses'))}>
            <RowPicker
              source="courses"
              known={known}
              placeholder={t('pickCourses')}
              aria-label={t('courses')}
            />
          </Form.Item>
        </>
      );
    case 'activate':
      return (
        <>
          {title}
          <Form.Item name="activate_ids" label={t('activates')} extra={t('pickActivates')}>
            <RowPicker source="activates" known={known} aria-label={t('activates')} />
          </Form.Item>
          {limit}
        </>
      );
    case 'article':
      return (
        <>
          {title}
          <Form.Item name="category_id" label={t('category')}>
            <ArticleCategory />
          </Form.Item>
          {limit}
        </>
      );
    case 'announcement':
      return (
        <>
          {title}
          {limit}
        </>
      );
    case 'slider':
      return <SliderItems />;
    case 'code':
      return (
        <Form.Item name="html" label={t('html')} rules={required(t('html'))}>
          <HtmlField label={t('htmlLabel')} />
        </Form.Item>
      );
  }
}

/** The dialog that adds or edits one block; the preview shows the result as visitors see it. */
export function BlockForm({
  editing,
  place,
  onClose,
}: {
  editing: BlockEditing | null;
  place: { platform: BlockPlatform; page: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-blocks');
  const [form] = Form.useForm();
  const create = useAdminWrite(adminCreateBlock, [BLOCKS_KEY, STOREFRONT_BLOCKS_KEY], t('saved'));
  const update = useAdminWrite(adminUpdateBlock, [BLOCKS_KEY, STOREFRONT_BLOCKS_KEY], t('saved'));
  if (!editing) return null;
  const kindName = t('kinds', { returnObjects: true })[editing.kind];
  const submit = (config: Config) => {
    const content = { kind: editing.kind, config } as never;
    const done = { onSuccess: onClose };
    if (editing.block) update.mutate({ params: { id: editing.block.id }, body: content }, done);
    else create.mutate({ body: { ...place, ...(content as object) } as never }, done);
  };
  return (
    <Modal
      open
      title={t(editing.block ? 'editOf' : 'newOf', { kind: kindName })}
      width={editing.kind === 'code' ? 1200 : 760}
      okText={t('save')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={editing.block?.config ?? DEFAULTS[editing.kind]}
        onFinish={submit}
      >
        <KindFields editing={editing} />
      </Form>
    </Modal>
  );
}
