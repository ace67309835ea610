/*
 * Player shortcuts (security.md: keyboard operable, VideoJS-class keys): space or k play/pause, ← →
 * seek 5 s (forward is clamped by the drag ban like any seek), ↑ ↓ volume, m mute, f full screen,
 * c captions. Keys typed into the player's own controls keep their native meaning.
 */

export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

export type KeyAction =
  | { type: 'toggle' }
  | { type: 'seek'; by: number }
  | { type: 'volume'; by: number }
  | { type: 'mute' }
  | { type: 'fullscreen' }
  | { type: 'captions' };

/** Where native keys must win: space and arrows act on these controls themselves. */
export interface KeyTarget {
  tagName: string;
  role: string | null;
}

function isNativeControl(target: KeyTarget | null): boolean {
  if (!target) return false;
  const tag = target.tagName.toUpperCase();
  return ['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'A'].includes(tag) || target.role === 'menuitem';
}

export function keyAction(
  key: string,
  target: KeyTarget | null,
  modifiers: { ctrl?: boolean; meta?: boolean; alt?: boolean } = {},
): KeyAction | null {
  if (modifiers.ctrl || modifiers.meta || modifiers.alt) return null;
  const native = isNativeControl(target);
  switch (key) {
    case ' ':
    case 'Spacebar':
      return native ? null : { type: 'toggle' };
    case 'k':
    case 'K':
      return { type: 'toggle' };
    case 'ArrowLeft':
      return native ? null : { type: 'seek', by: -SEEK_STEP_SECONDS };
    case 'ArrowRight':
      return native ? null : { type: 'seek', by: SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return native ? null : { type: 'volume', by: VOLUME_STEP };
    case 'ArrowDown':
      return native ? null : { type: 'volume', by: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { type: 'mute' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'c':
    case 'C':
      return { type: 'captions' };
    default:
      return null;
  }
}
