import { CaretRightFilled, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '#features/catalogue';
import '../i18n/register';

/**
 * The small things over the picture: the 试看 badge of a preview, the passing notice (resumed at…, no
 * skipping ahead), the buffering spinner and the big play button. Hidden while a message covers the picture.
 */
export function PlayerLayers({
  previewLimit,
  notice,
  buffering,
  showPlay,
  covered,
  onPlay,
}: {
  previewLimit: number;
  notice: string | null;
  buffering: boolean;
  showPlay: boolean;
  covered: boolean;
  onPlay: () => void;
}) {
  const { t } = useTranslation('learning');
  return (
    <>
      {previewLimit > 0 && !covered && (
        <span className="player__badge">
          {t('video.previewBadge', { time: formatDuration(previewLimit) })}
        </span>
      )}
      <div className="player__notice" role="status" aria-live="polite">
        {notice && <span>{notice}</span>}
      </div>
      {buffering && !covered && (
        <span className="player__spinner" role="status">
          <LoadingOutlined aria-hidden="true" />
          <span className="visually-hidden">{t('player.loading')}</span>
        </span>
      )}
      {showPlay && !covered && (
        <button type="button" className="player__big-play" aria-label={t('player.play')} onClick={onPlay}>
          <CaretRightFilled aria-hidden="true" />
        </button>
      )}
    </>
  );
}
