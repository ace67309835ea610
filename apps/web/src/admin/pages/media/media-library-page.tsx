import { adminDeleteMedia } from '@shuyuan/contract/admin-media';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { useAdminWrite } from '../../api/admin-mutation';
import { MEDIA_KEY } from './media-queries';
import { MediaTable } from './media-table';
import { useMediaText } from './media-text';
import { MediaUpload } from './media-upload';

export function MediaLibraryPage() {
  const text = useMediaText();
  const { message } = App.useApp();
  const remove = useAdminWrite(adminDeleteMedia, [MEDIA_KEY]);
  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{text.library}</Typography.Title>
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
                void navigator.clipboard?.writeText(m.url).then(() => message.success(text.copied))
              }
            >
              {text.copy}
            </Button>
            <Popconfirm title={text.confirmDelete} onConfirm={() => remove.mutate({ params: { id: m.id } })}>
              <Button type="link" size="small" danger>
                {text.delete}
              </Button>
            </Popconfirm>
          </Space>
        )}
      />
    </>
  );
}
