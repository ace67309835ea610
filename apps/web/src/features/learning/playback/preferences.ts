/*
 * What the lesson players remember between videos (decision 043), in this browser's localStorage: the speed
 * last chosen and the quality last chosen, by name (`720p`, `HLS 加密`) or `auto`. Both players read them
 * through usePlayback, which applies the rules (a drag-banned lesson still plays at 1×).
 */

import { readLocal, StorageKey, writeLocal } from '#lib/storage';
import { SPEEDS } from './seek-rules';

/** The remembered quality when the member left the choice to the player (an HLS master's levels). */
export const AUTO_QUALITY = 'auto';

export function rememberedRate(): number | null {
  const rate = Number(readLocal(StorageKey.playerRate));
  return (SPEEDS as readonly number[]).includes(rate) ? rate : null;
}

export function rememberRate(rate: number): void {
  if ((SPEEDS as readonly number[]).includes(rate)) writeLocal(StorageKey.playerRate, String(rate));
}

export function rememberedQuality(): string | null {
  const name = readLocal(StorageKey.playerQuality);
  return name?.trim() ? name : null;
}

export function rememberQuality(name: string): void {
  if (name.trim()) writeLocal(StorageKey.playerQuality, name);
}

/** The number of lines a quality's name tells (`720p`, `1080P 超清`), or null (`默认`, `HLS 加密`). */
export function qualityLines(name: string): number | null {
  const m = /(\d{3,4})\s*p\b/i.exec(name);
  return m ? Number(m[1]) : null;
}

/**
 * Which of `names` to start with: the remembered one by name; else, when the remembered name tells its
 * lines, the nearest at or below it (a member who chose 720p gets 480p rather than 1080p on a video without
 * 720p), else the smallest above; else `fallback`.
 */
export function pickQuality(names: readonly string[], remembered: string | null, fallback: number): number {
  if (remembered === null) return fallback;
  const exact = names.indexOf(remembered);
  if (exact >= 0) return exact;
  const want = qualityLines(remembered);
  if (want === null) return fallback;
  let below = -1;
  let above = -1;
  names.forEach((name, i) => {
    const lines = qualityLines(name);
    if (lines === null) return;
    if (lines <= want && (below < 0 || lines > (qualityLines(names[below] as string) ?? 0))) below = i;
    if (lines > want && (above < 0 || lines < (qualityLines(names[above] as string) ?? Infinity))) above = i;
  });
  if (below >= 0) return below;
  return above >= 0 ? above : fallback;
}
