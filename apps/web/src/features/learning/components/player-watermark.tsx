import type { TPlayInfo } from '@shuyuan/contract/learning';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '#shared/use-media-query';
import { maskMobiles, STILL_SPOT, WATERMARK_MOVE_MS, watermarkSpot } from '../player/watermark';
import './player-watermark.css';

/**
 * The member's moving watermark over the picture (player.enabled_bullet_secret). Decorative for screen
 * readers; with prefers-reduced-motion it stays still in a corner. It never takes clicks.
 */
export function PlayerWatermark({ watermark }: { watermark: TPlayInfo['watermark'] }) {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [spot, setSpot] = useState(() => watermarkSpot(Math.random(), Math.random()));
  useEffect(() => {
    if (still) return;
    const id = window.setInterval(
      () => setSpot(watermarkSpot(Math.random(), Math.random())),
      WATERMARK_MOVE_MS,
    );
    return () => window.clearInterval(id);
  }, [still]);
  if (watermark.enabled !== 1 || !watermark.text.trim()) return null;
  const at = still ? STILL_SPOT : spot;
  return (
    <span
      className={still ? 'player-watermark is-still' : 'player-watermark'}
      aria-hidden="true"
      style={{
        left: `${at.left}%`,
        top: `${at.top}%`,
        color: watermark.color,
        opacity: Math.max(0.15, Math.min(1, watermark.opacity)),
        fontSize: `${Math.max(10, Math.min(32, watermark.size))}px`,
      }}
    >
      {maskMobiles(watermark.text)}
    </span>
  );
}
