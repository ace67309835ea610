import { VideoCameraOutlined } from '@ant-design/icons';
import type { MediaKind, TAdminMedia } from '@shuyuan/contract/admin-media';
import { Input, Segmented, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useMediaList } from './media-queries';
import { formatBytes, useMediaText } from './media-text';

interface Props {
  /** Fixed kind (a picker for videos only), or free to filter. */
  kind?: MediaKind;
  action: (media: TAdminMedia) => ReactNode;
  pageSize?: number;
}

/** The library as a table: preview, name, kind, size, time, and the caller's action per row. */
export function MediaTable({ kind, action, pageSize = 10 }: Props) {
  const text = useMediaText();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<MediaKind | 'all'>(kind ?? 'all');
  const [keywords, setKeywords] = useState('');
  const list = useMediaList({
    page,
    size: pageSize,
    kind: filter === 'all' ? undefined : filter,
    keywords: keywords || undefined,
  });

  return (
    <>
      <div className="admin-toolbar">
        {!kind && (
          <Segmented
            value={filter}
            onChange={(v) => {
              setFilter(v as MediaKind | 'all');
              setPage(1);
            }}
            options={[
              { value: 'all', label: text.all },
              { value: 'video', label: text.video },
              { value: 'image', label: text.image },
            ]}
          />
        )}
        <Input.Search
          allowClear
          placeholder={text.search}
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeywords(v.trim());
            setPage(1);
          }}
        />
      </div>
      <Table<TAdminMedia>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: text.colPreview,
            key: 'preview',
            width: 120,
            render: (_, m) =>
              m.kind === 'image' ? (
                <img className="admin-thumb" src={m.url} alt="" />
              ) : (
                // Videos are private (played only through members' signed URLs): an icon stands in.
                <span className="admin-thumb admin-thumb--video" aria-hidden="true">
                  <VideoCameraOutlined />
                </span>
              ),
          },
          { title: text.colName, dataIndex: 'name', ellipsis: true },
          {
            title: text.colKind,
            dataIndex: 'kind',
            width: 90,
            render: (v: MediaKind) => (
              <Tag color={v === 'video' ? 'blue' : 'green'}>{v === 'video' ? text.video : text.image}</Tag>
            ),
          },
          { title: text.colSize, dataIndex: 'size', width: 110, render: (v: number) => formatBytes(v) },
          {
            title: text.colTime,
            dataIndex: 'created_at',
            width: 180,
            render: (v: number) => new Date(v).toLocaleString(),
          },
          { title: '', key: 'action', width: 160, render: (_, m) => action(m) },
        ]}
      />
    </>
  );
}
