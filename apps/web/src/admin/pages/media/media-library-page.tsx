import { adminDeleteMedia } from '@shuyuan/contract/admin-media';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { MEDIA_KEY } from './media-queries';
import { MediaTable } from './media-table';
import { MediaUpload } from './media-upload';
import './i18n/register';

export function MediaLibraryPage() {
  const { t } = useTranslation('admin-media');
  const { message } = App.useApp();
  const remove = useAdminWrite(adminDeleteMedia, [MEDIA_KEY]);
  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('library')}</Typography.Title>
        <Space align="start">
          <MediaUpload kind="image" onUploaded={() => undefined} />
          <MediaUpload kind="video" onUploaded={() => undefined} />
        </Space>
      </div>
      <MediaTable
        pageSize={12}
        action={(m) => (
          <Space size={4}>
            <Button
              type="link"
              size="small"
              onClick={() =>
                void navigator.clipboard?.writeText(m.url).then(() => message.success(t('copied')))
              }
            >
              {t('copy')}
            </Button>
            <Popconfirm title={t('confirmDelete')} onConfirm={() => remove.mutate({ params: { id: m.id } })}>
              <Button type="link" size="small" danger>
                {t('delete')}
              </Button>
            </Popconfirm>
          </Space>
        )}
      />
    </>
  );
}
