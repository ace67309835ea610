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
  adminSortBlocks,
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
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';
import { BLOCKS_KEY, type BlockEditing, BlockForm, STOREFRONT_BLOCKS_KEY } from './block-form';
import { BlockPreview } from './block-preview';
import { BlockSummary } from './block-summary';
import { useBlocksText } from './blocks-text';

const KIND_COLORS: Record<string, string> = {
  vod: 'green',
  slider: 'cyan',
  activate: 'orange',
  article: 'blue',
  announcement: 'purple',
  code: 'magenta',
};

/** /admin/view-blocks: the blocks of the PC and H5 home pages, in order; add, edit, move, delete, preview. */
export function BlocksPage() {
  const text = useBlocksText();
  const [platform, setPlatform] = useState<BlockPlatform>('pc');
  const page = BLOCK_HOME_PAGES[platform];
  const [editing, setEditing] = useState<BlockEditing | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const list = useQuery({
    queryKey: [...BLOCKS_KEY, platform, page],
    queryFn: () => callAdmin(adminListBlocks, { query: { platform, page } }),
  });
  const refresh = [BLOCKS_KEY, STOREFRONT_BLOCKS_KEY];
  const sort = useAdminWrite(adminSortBlocks, refresh, text.sorted);
  const remove = useAdminWrite(adminDeleteBlock, refresh, text.deleted);
  const blocks = list.data ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = blocks.map((b) => b.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    sort.mutate({ body: { platform, page, ids } });
  };

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{text.page}</Typography.Title>
        <Space>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>
            {text.preview}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: blockKinds.map((kind) => ({
                key: kind,
                label: (
                  <div className="admin-block-kind">
                    <strong>{text.kinds[kind]}</strong>
                    <span>{text.kindHints[kind]}</span>
                  </div>
                ),
              })),
              onClick: ({ key }) => setEditing({ kind: key as BlockKind, block: null }),
            }}
          >
            <Button type="primary" icon={<PlusOutlined />}>
              {text.add} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      </div>
      <div className="admin-toolbar" style={{ alignItems: 'center' }}>
        <Segmented
          value={platform}
          onChange={(v) => setPlatform(v as BlockPlatform)}
          options={blockPlatforms.map((p) => ({ value: p, label: text.platforms[p] }))}
        />
        <Typography.Text type="secondary">{text.intro}</Typography.Text>
      </div>
      <Table<TAdminViewBlock>
        rowKey="id"
        loading={list.isLoading}
        dataSource={blocks}
        pagination={false}
        locale={{ emptyText: text.empty }}
        columns={[
          {
            title: text.colOrder,
            key: 'order',
            width: 130,
            render: (_, _block, i) => (
              <Space size={4}>
                <span className="admin-block-index">{i + 1}</span>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={text.up}
                  disabled={i === 0 || sort.isPending}
                  onClick={() => move(i, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={text.down}
                  disabled={i === blocks.length - 1 || sort.isPending}
                  onClick={() => move(i, 1)}
                />
              </Space>
            ),
          },
          {
            title: text.colKind,
            dataIndex: 'kind',
            width: 160,
            render: (kind: TAdminViewBlock['kind']) => (
              <Tag color={KIND_COLORS[kind]}>{text.kinds[kind]}</Tag>
            ),
          },
          { title: text.colContent, key: 'content', render: (_, b) => <BlockSummary block={b} /> },
          {
            title: text.colActions,
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
                    {text.edit}
                  </Button>
                )}
                <Popconfirm
                  title={text.confirmDelete}
                  onConfirm={() => remove.mutate({ params: { id: b.id } })}
                >
                  <Button type="link" size="small" danger>
                    {text.delete}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {blocks.some((b) => b.kind === 'other') && (
        <Alert style={{ marginTop: 16 }} type="info" showIcon title={text.readOnly} />
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
        platform={platform}
        page={page}
        pageLabel={text.platforms[platform]}
      />
    </>
  );
}
