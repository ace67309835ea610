import {
  CaretRightFilled,
  FullscreenExitOutlined,
  FullscreenOutlined,
  PauseOutlined,
} from '@ant-design/icons';
import { Dropdown } from 'antd';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '#features/catalogue';
import { SEEK_STEP_SECONDS } from '../player/keyboard';
import './player-controls.css';
import '../i18n/register';

export interface ControlsState {
  playing: boolean;
  current: number;
  duration: number;
  muted: boolean;
  volume: number;
  /** False where the page cannot set the volume (iOS): the slider is left out, mute stays. */
  volumeSettable: boolean;
  rate: number;
  speeds: readonly number[];
  /** The quality menu's lines (usePlayback's ids, the names as shown); a menu appears with two or more. */
  qualities: { id: string; name: string }[];
  quality: string;
  hasCaptions: boolean;
  captionsOn: boolean;
  /** The tracks' names, and the one shown (a menu appears with two or more). */
  captionLabels: string[];
  captionIndex: number;
  fullscreen: boolean;
  /** Whether the video is in picture in picture; null where the browser has none (no button). */
  pip: boolean | null;
  /** Furthest reachable point under ban_drag, or null when the whole bar is reachable. */
  reachable: number | null;
}

export interface ControlsActions {
  toggle(): void;
  seek(to: number): void;
  setVolume(v: number): void;
  toggleMute(): void;
  setRate(r: number): void;
  setQuality(id: string): void;
  toggleCaptions(): void;
  chooseCaption(index: number): void;
  toggleFullscreen(): void;
  togglePip(): void;
}

const SoundIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d="M3 9v6h4l5 4V5L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.5 4.5 0 0 0 16.5 12zM14 3.23v2.06a7 7 0 0 1 0 13.42v2.06A9 9 0 0 0 14 3.23z" />
  </svg>
);

const MuteIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d="M3 9v6h4l5 4V5L7 9H3zm13.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4-2.7-2.7z" />
  </svg>
);

const CaptionsIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d="M19 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm-8 7H9.5v-.5h-2v3h2V13H11v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1zm7 0h-1.5v-.5h-2v3h2V13H18v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1z" />
  </svg>
);

const PipIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d="M19 11h-8v6h8v-6zm4 8V5a2 2 0 0 0-2-2H3a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h18a2 2 0 0 0 2-2zm-2 .02H3V4.97h18v14.05z" />
  </svg>
);

function IconButton({
  label,
  onClick,
  children,
  pressed,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className="player-btn"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * The control bar under the picture: position, play, volume, time, speed, quality, captions, picture in
 * picture, full screen.
 */
export function PlayerControls({
  state,
  actions,
  popupRoot,
}: {
  state: ControlsState;
  actions: ControlsActions;
  /** Menus open inside the player, so they stay visible in full screen. */
  popupRoot: () => HTMLElement;
}) {
  const { t } = useTranslation(['translation', 'learning']);
  const p = 'learning:player';
  // biome-ignore lint/complexity/useMathMinMax: NaN (no metadata yet) must read as 0, and Math.max(NaN, 0) is NaN
  const total = state.duration > 0 ? state.duration : 0;
  const played = total > 0 ? Math.min(100, (state.current / total) * 100) : 0;
  const reach = state.reachable !== null && total > 0 ? Math.min(100, (state.reachable / total) * 100) : 100;
  const onSliderKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Arrows on the bar move 5 s like the player's own shortcut (the native step would be 1 s).
    const by = e.key === 'ArrowRight' ? SEEK_STEP_SECONDS : e.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : 0;
    if (!by) return;
    e.preventDefault();
    actions.seek(state.current + by);
  };
  const speedLocked = state.speeds.length <= 1;
  const qualityName = state.qualities.find((q) => q.id === state.quality)?.name ?? '';

  return (
    <div className="player-controls">
      <input
        type="range"
        className="player-progress"
        min={0}
        max={total || 1}
        step={1}
        value={Math.min(state.current, total || 1)}
        aria-label={t(`${p}.progress`)}
        aria-valuetext={t(`${p}.progressText`, {
          current: formatDuration(state.current),
          total: formatDuration(total),
        })}
        style={{ '--played': `${played}%`, '--reach': `${reach}%` } as CSSProperties}
        onChange={(e) => actions.seek(Number(e.target.value))}
        onKeyDown={onSliderKey}
      />
      <div className="player-controls__row">
        <IconButton label={state.playing ? t(`${p}.pause`) : t(`${p}.play`)} onClick={actions.toggle}>
          {state.playing ? <PauseOutlined aria-hidden="true" /> : <CaretRightFilled aria-hidden="true" />}
        </IconButton>
        <div className="player-volume">
          <IconButton label={state.muted ? t(`${p}.unmute`) : t(`${p}.mute`)} onClick={actions.toggleMute}>
            {state.muted || state.volume === 0 ? <MuteIcon /> : <SoundIcon />}
          </IconButton>
          {state.volumeSettable && (
            <input
              type="range"
              className="player-volume__slider"
              min={0}
              max={1}
              step={0.05}
              value={state.muted ? 0 : state.volume}
              aria-label={t(`${p}.volume`)}
              aria-valuetext={`${Math.round((state.muted ? 0 : state.volume) * 100)}%`}
              style={{ '--played': `${(state.muted ? 0 : state.volume) * 100}%` } as CSSProperties}
              onChange={(e) => actions.setVolume(Number(e.target.value))}
            />
          )}
        </div>
        <span className="player-time">
          <span>{formatDuration(state.current)}</span>
          <span className="player-time__total"> / {formatDuration(total)}</span>
        </span>
        <span className="player-controls__spacer" />
        <Dropdown
          trigger={['click']}
          disabled={speedLocked}
          getPopupContainer={popupRoot}
          menu={{
            selectable: true,
            selectedKeys: [String(state.rate)],
            items: [...state.speeds].reverse().map((r) => ({ key: String(r), label: `${r}×` })),
            onClick: ({ key }) => actions.setRate(Number(key)),
          }}
        >
          <button
            type="button"
            className="player-btn player-btn--text"
            aria-label={speedLocked ? t(`${p}.speedLocked`) : t(`${p}.speedValue`, { rate: state.rate })}
            title={speedLocked ? t(`${p}.speedLocked`) : t(`${p}.speed`)}
            aria-disabled={speedLocked}
          >
            {state.rate === 1 ? t(`${p}.speed`) : `${state.rate}×`}
          </button>
        </Dropdown>
        {state.qualities.length > 1 && (
          <Dropdown
            trigger={['click']}
            getPopupContainer={popupRoot}
            menu={{
              selectable: true,
              selectedKeys: [state.quality],
              items: state.qualities.map((q) => ({ key: q.id, label: q.name })),
              onClick: ({ key }) => actions.setQuality(key),
            }}
          >
            <button
              type="button"
              className="player-btn player-btn--text player-btn--quality"
              aria-label={t(`${p}.qualityValue`, { name: qualityName })}
              title={t(`${p}.quality`)}
            >
              {qualityName}
            </button>
          </Dropdown>
        )}
        {state.captionLabels.length > 1 && (
          <Dropdown
            trigger={['click']}
            getPopupContainer={popupRoot}
            menu={{
              selectable: true,
              selectedKeys: state.captionsOn ? [String(state.captionIndex)] : [],
              items: state.captionLabels.map((name, i) => ({ key: String(i), label: name })),
              onClick: ({ key }) => actions.chooseCaption(Number(key)),
            }}
          >
            <button
              type="button"
              className="player-btn player-btn--text"
              aria-label={t(`${p}.captionsLanguage`, { name: state.captionLabels[state.captionIndex] })}
              title={t(`${p}.captionsLanguageTitle`)}
            >
              {state.captionLabels[state.captionIndex]}
            </button>
          </Dropdown>
        )}
        {state.hasCaptions && (
          <IconButton
            label={state.captionsOn ? t(`${p}.captionsOff`) : t(`${p}.captionsOn`)}
            onClick={actions.toggleCaptions}
            pressed={state.captionsOn}
          >
            <CaptionsIcon />
          </IconButton>
        )}
        {state.pip !== null && (
          <IconButton
            label={state.pip ? t(`${p}.exitPip`) : t(`${p}.pip`)}
            onClick={actions.togglePip}
            pressed={state.pip}
          >
            <PipIcon />
          </IconButton>
        )}
        <IconButton
          label={state.fullscreen ? t(`${p}.exitFullscreen`) : t(`${p}.fullscreen`)}
          onClick={actions.toggleFullscreen}
        >
          {state.fullscreen ? (
            <FullscreenExitOutlined aria-hidden="true" />
          ) : (
            <FullscreenOutlined aria-hidden="true" />
          )}
        </IconButton>
      </div>
    </div>
  );
}
