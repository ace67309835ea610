import { CloudSyncOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { adminDeleteMedia, adminListMedia, type MediaKind } from '@shuyuan/contract/admin-media';
import { App, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '../../kit/list-page';
import { RowButton } from '../../kit/row-actions';
import { formatBytes } from './format-bytes';
import { MEDIA_KEY } from './media-queries';
import { MediaUpload } from './media-upload';
import './i18n/register';
import { formatDateTimeSeconds } from '#shared/time';

/** The library: preview, name, kind, size and time of each file, with uploads, copying and deleting. */
export function MediaLibraryPage() {
  const { t } = useTranslation('admin-media');
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <ListPage
      title={t('library')}
      actions={
        <Space align="start" wrap>
          <MediaUpload kind="image" onUploaded={() => undefined} />
          <MediaUpload kind="video" onUploaded={() => undefined} />
          {/* Uploaded videos are transcoded in the background: their jobs have a page of their own. */}
          <Button icon={<CloudSyncOutlined />} onClick={() => navigate('/admin/transcodes')}>
            {t('transcodes')}
          </Button>
        </Space>
      }
      list={adminListMedia}
      queryKey={MEDIA_KEY}
      pageSize={12}
      filters={[
        {
          kind: 'segmented',
          name: 'kind',
          all: t('all'),
          options: [
            { value: 'video', label: t('video') },
            { value: 'image', label: t('image') },
          ],
        },
        { kind: 'search', name: 'keywords', placeholder: t('search'), width: 260 },
      ]}
      table={{ size: 'middle' }}
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
          render: (v: number) => formatDateTimeSeconds(v),
        },
      ]}
      rowActions={{
        title: '',
        width: 160,
        render: (m) => (
          <RowButton
            onClick={() =>
              void navigator.clipboard?.writeText(m.url).then(() => message.success(t('copied')))
            }
          >
            {t('copy')}
          </RowButton>
        ),
      }}
      remove={{ endpoint: adminDeleteMedia, confirm: t('confirmDelete') }}
    />
  );
}
