import { VideoCameraOutlined } from '@ant-design/icons';
import type { MediaKind, TAdminMedia } from '@shuyuan/contract/admin-media';
import { Input, Segmented, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format-bytes';
import { useMediaList } from './media-queries';
import './i18n/register';

interface Props {
  /** Fixed kind (a picker for videos only), or free to filter. */
  kind?: MediaKind;
  action: (media: TAdminMedia) => ReactNode;
  pageSize?: number;
}

/** The library as a table: preview, name, kind, size, time, and the caller's action per row. */
export function MediaTable({ kind, action, pageSize = 10 }: Props) {
  const { t } = useTranslation('admin-media');
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
              { value: 'all', label: t('all') },
              { value: 'video', label: t('video') },
              { value: 'image', label: t('image') },
            ]}
          />
        )}
        <Input.Search
          allowClear
          placeholder={t('search')}
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
            title: t('colPreview'),
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
          { title: t('colName'), dataIndex: 'name', ellipsis: true },
          {
            title: t('colKind'),
            dataIndex: 'kind',
            width: 90,
            render: (v: MediaKind) => (
              <Tag color={v === 'video' ? 'blue' : 'green'}>{v === 'video' ? t('video') : t('image')}</Tag>
            ),
          },
          { title: t('colSize'), dataIndex: 'size', width: 110, render: (v: number) => formatBytes(v) },
          {
            title: t('colTime'),
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
