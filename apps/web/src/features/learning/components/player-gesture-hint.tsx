import { useTranslation } from 'react-i18next';
import { formatDuration } from '#features/catalogue';
import type { GestureHint } from '../hooks/use-player-gestures';
import '../i18n/register';

/**
 * The small indicator in the middle of the picture while a finger acts on it: ±10 s, where a swipe will
 * land, the volume, the brightness. Visual only: the same changes are announced by the controls themselves.
 */
export function PlayerGestureHint({ hint }: { hint: GestureHint | null }) {
  const { t } = useTranslation('learning');
  if (!hint) return null;
  const text =
    hint.kind === 'skip'
      ? hint.by > 0
        ? t('player.skipForward', { seconds: hint.by })
        : t('player.skipBack', { seconds: -hint.by })
      : hint.kind === 'seek'
        ? `${formatDuration(hint.to)} / ${formatDuration(hint.total)}`
        : hint.kind === 'volume'
          ? t('player.volumeLevel', { percent: Math.round(hint.level * 100) })
          : t('player.brightnessLevel', { percent: Math.round(hint.level * 100) });
  return (
    <span className="player__hint" aria-hidden="true">
      {text}
    </span>
  );
}
