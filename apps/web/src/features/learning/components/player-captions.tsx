import type { ShownCue } from '../hooks/use-captions';
import './player-captions.css';

/**
 * The cue of the moment over the picture. At the bottom it clears the control bar while the bar shows
 * (`lifted`) and drops once the bar fades; a cue the file placed (`line:55%`) stays where it asked.
 */
export function PlayerCaptions({ cue, lifted }: { cue: ShownCue | null; lifted: boolean }) {
  if (!cue) return null;
  const placed = cue.top !== null;
  const classes = ['player-captions', placed ? 'is-placed' : lifted ? 'is-lifted' : ''].filter(Boolean);
  return (
    <div className={classes.join(' ')} style={placed ? { top: `${cue.top}%` } : undefined}>
      {cue.lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one cue have no other identity
        <span key={i} className="player-captions__line">
          {line}
        </span>
      ))}
    </div>
  );
}
