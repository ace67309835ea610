import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DownOutlined,
  EyeOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  adminDeleteBlock,
  adminListBlocks,
  BLOCK_HOME_PAGES,
  type BlockKind,
  type BlockPlatform,
  blockKinds,
  blockPlatforms,
  type TAdminViewBlock,
} from '@shuyuan/contract/admin-blocks';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Dropdown, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';
import { BLOCKS_KEY, type BlockEditing, BlockForm, STOREFRONT_BLOCKS_KEY } from './block-form';
import { BlockPreview } from './block-preview';
import { BlockSummary } from './block-summary';
import { BlockRow, DragHandle, SortableBlocks } from './sortable-rows';
import { useBlockOrder } from './use-block-order';
import './i18n/register';
import { ScrollBox } from '../../kit/scroll-box';

const KIND_COLORS: Record<string, string> = {
  vod: 'green',
  slider: 'cyan',
  activate: 'orange',
  article: 'blue',
  announcement: 'purple',
  code: 'magenta',
};

/**
 * /admin/view-blocks: the blocks of the PC and H5 home pages, in order; add, edit, move (arrow buttons or
 * drag and drop), delete, preview.
 */
export function BlocksPage() {
  const { t } = useTranslation('admin-blocks');
  const [platform, setPlatform] = useState<BlockPlatform>('pc');
  const page = BLOCK_HOME_PAGES[platform];
  const [editing, setEditing] = useState<BlockEditing | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const listKey = [...BLOCKS_KEY, platform, page];
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => callAdmin(adminListBlocks, { query: { platform, page } }),
  });
  const order = useBlockOrder({ platform, page }, listKey, t('sorted'));
  const remove = useAdminWrite(adminDeleteBlock, [BLOCKS_KEY, STOREFRONT_BLOCKS_KEY], t('deleted'));
  const blocks = list.data ?? [];

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('page')}</Typography.Title>
        <Space>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>
            {t('preview')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: blockKinds.map((kind) => ({
                key: kind,
                label: (
                  <div className="admin-block-kind">
                    <strong>{t('kinds', { returnObjects: true })[kind]}</strong>
                    <span>{t('kindHints', { returnObjects: true })[kind]}</span>
                  </div>
                ),
              })),
              onClick: ({ key }) => setEditing({ kind: key as BlockKind, block: null }),
            }}
          >
            <Button type="primary" icon={<PlusOutlined />}>
              {t('add')} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      </div>
      <div className="admin-toolbar" style={{ alignItems: 'center' }}>
        <Segmented
          value={platform}
          onChange={(v) => setPlatform(v as BlockPlatform)}
          options={blockPlatforms.map((p) => ({
            value: p,
            label: t('platforms', { returnObjects: true })[p],
          }))}
        />
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </div>
      <SortableBlocks ids={blocks.map((b) => b.id)} disabled={order.saving} onMove={order.move}>
        <ScrollBox>
          <Table<TAdminViewBlock>
            className="admin-blocks-table"
            rowKey="id"
            components={{ body: { row: BlockRow } }}
            // On a phone the table scrolls sideways inside the page instead of widening it past the screen.
            scroll={{ x: 'max-content' }}
            loading={list.isLoading}
            dataSource={blocks}
            pagination={false}
            locale={{ emptyText: t('empty') }}
            columns={[
              {
                title: t('colOrder'),
                key: 'order',
                width: 160,
                render: (_, _block, i) => (
                  <Space size={4}>
                    <DragHandle />
                    <span className="admin-block-index">{i + 1}</span>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('up')}
                      disabled={i === 0 || order.saving}
                      onClick={() => order.move(i, i - 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('down')}
                      disabled={i === blocks.length - 1 || order.saving}
                      onClick={() => order.move(i, i + 1)}
                    />
                  </Space>
                ),
              },
              {
                title: t('colKind'),
                dataIndex: 'kind',
                width: 160,
                render: (kind: TAdminViewBlock['kind']) => (
                  <Tag color={KIND_COLORS[kind]}>{t('kinds', { returnObjects: true })[kind]}</Tag>
                ),
              },
              { title: t('colContent'), key: 'content', render: (_, b) => <BlockSummary block={b} /> },
              {
                title: t('colActions'),
                key: 'actions',
                width: 150,
                render: (_, b) => (
                  <Space size={4}>
                    {b.kind !== 'other' && (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setEditing({ kind: b.kind as BlockKind, block: b })}
                      >
                        {t('edit')}
                      </Button>
                    )}
                    <Popconfirm
                      title={t('confirmDelete')}
                      onConfirm={() => remove.mutate({ params: { id: b.id } })}
                    >
                      <Button type="link" size="small" danger>
                        {t('delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </ScrollBox>
      </SortableBlocks>
      {blocks.some((b) => b.kind === 'other') && (
        <Alert style={{ marginTop: 16 }} type="info" showIcon title={t('readOnly')} />
      )}
      <BlockForm
        key={editing ? `${editing.kind}-${editing.block?.id ?? 'new'}` : 'closed'}
        editing={editing}
        place={{ platform, page }}
        onClose={() => setEditing(null)}
      />
      <BlockPreview
        open={previewing}
        onClose={() => setPreviewing(false)}
        page={page}
        pageLabel={t('platforms', { returnObjects: true })[platform]}
      />
    </>
  );
}
