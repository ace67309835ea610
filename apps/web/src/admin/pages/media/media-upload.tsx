import { CloudUploadOutlined } from '@ant-design/icons';
import {
  MEDIA_MAX_BYTES,
  type MediaKind,
  type TAdminMedia,
  TRANSCODED_VIDEO_EXTENSIONS,
} from '@shuyuan/contract/admin-media';
import { Button, Progress, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format-bytes';
import { useTranscodeTools } from './transcode-queries';
import { useTusUpload } from './use-tus-upload';
import './i18n/register';

const ACCEPT: Record<MediaKind, string> = {
  video: 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov,.m4v',
  image: 'image/png,image/jpeg,image/gif,image/webp',
};
/** With ffmpeg on the server, the containers it transcodes too. */
const ACCEPT_TRANSCODED = `${ACCEPT.video},video/*,${TRANSCODED_VIDEO_EXTENSIONS.map((e) => `.${e}`).join(',')}`;

interface Props {
  kind: MediaKind;
  onUploaded: (media: TAdminMedia) => void;
}

/** An upload button with a progress bar; the file goes to the media library and is handed back. */
export function MediaUpload({ kind, onUploaded }: Props) {
  const { t } = useTranslation('admin-media');
  const input = useRef<HTMLInputElement>(null);
  const transcodable = useTranscodeTools(kind === 'video').data?.available === true;
  const { state, start } = useTusUpload(kind, onUploaded, transcodable);
  const busy = state.percent !== null && state.percent < 100;

  return (
    <div>
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        accept={transcodable ? ACCEPT_TRANSCODED : ACCEPT[kind]}
        data-testid={`media-upload-${kind}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file)
            start(file, {
              tooLarge: t('tooLarge', { max: formatBytes(MEDIA_MAX_BYTES[kind]) }),
              badType: t('badType'),
            });
        }}
      />
      <Space orientation="vertical" style={{ width: '100%' }} size={4}>
        <Button icon={<CloudUploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {kind === 'video' ? t('uploadVideo') : t('uploadImage')}
        </Button>
        {state.percent !== null && (
          <Progress
            style={{ width: 280 }}
            percent={state.percent}
            size="small"
            status={state.percent === 100 ? 'success' : 'active'}
            aria-label={t('uploading')}
          />
        )}
        {state.error && <Typography.Text type="danger">{state.error}</Typography.Text>}
      </Space>
    </div>
  );
}
