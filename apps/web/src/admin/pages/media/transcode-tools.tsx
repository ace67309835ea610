import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTranscodeTools } from './transcode-queries';
import './i18n/register';

/**
 * Whether uploads are transcoded at all: without ffmpeg (or ffprobe) a warning with the reason and how to
 * install it, since uploaded videos are then served as they were uploaded; with them a line of their versions.
 * Nothing while it is asked, nor when asking fails (the list below says a failed read in its own place).
 */
export function TranscodeTools() {
  const { t } = useTranslation('admin-transcodes');
  const tools = useTranscodeTools();
  const d = tools.data;
  if (!d) return null;
  if (!d.available)
    return (
      <Alert
        className="admin-transcode-tools"
        type="warning"
        showIcon
        title={t('toolsMissing')}
        description={
          <>
            {d.reason && <p>{t('toolsReason', { reason: d.reason })}</p>}
            <p>{t('toolsHint')}</p>
          </>
        }
      />
    );
  return (
    <Typography.Paragraph className="admin-transcode-tools" type="secondary">
      {t('toolsReady', { ffmpeg: d.ffmpeg ?? '-', ffprobe: d.ffprobe ?? '-' })}
    </Typography.Paragraph>
  );
}
