import { describe, expect, it } from 'vitest';
import { StorageKey } from '#lib/storage';
import {
  AUTO_QUALITY,
  pickQuality,
  rememberedQuality,
  rememberedRate,
  rememberQuality,
  rememberRate,
} from './preferences';
import { qualityOptions } from './use-quality';

/* What the players remember between lessons (decision 043); localStorage is emptied before each test. */

describe('remembered speed and quality', () => {
  it('keeps a speed the site offers, and nothing else', () => {
    expect(rememberedRate()).toBeNull();
    rememberRate(1.5);
    expect(localStorage.getItem(StorageKey.playerRate)).toBe('1.5');
    expect(rememberedRate()).toBe(1.5);
    rememberRate(3);
    expect(rememberedRate()).toBe(1.5);
    localStorage.setItem(StorageKey.playerRate, '16');
    expect(rememberedRate()).toBeNull();
  });

  it('starts the next video at the remembered quality, the nearest below it, or the default', () => {
    expect(pickQuality(['360p', '720p', '1080p'], null, 2)).toBe(2);
    rememberQuality('720p');
    expect(rememberedQuality()).toBe('720p');
    expect(pickQuality(['360p', '720p', '1080p'], rememberedQuality(), 0)).toBe(1);
    expect(pickQuality(['1080p', '480p', '360p'], '720p', 0)).toBe(1);
    expect(pickQuality(['1080p', '1440p'], '720p', 1)).toBe(0);
    expect(pickQuality(['默认', 'HLS 加密'], 'HLS 加密', 0)).toBe(1);
    expect(pickQuality(['默认', 'HLS 加密'], '720p', 0)).toBe(0);
    expect(pickQuality(['360p', '720p'], AUTO_QUALITY, 0)).toBe(0);
  });

  it('lists automatic choice and the levels in place of an HLS master', () => {
    expect(qualityOptions(['默认', 'HLS'], 1, [])).toEqual([
      { id: 'source:0', name: '默认', auto: false },
      { id: 'source:1', name: 'HLS', auto: false },
    ]);
    const levels = [
      { width: 640, height: 360, bitrate: 800_000 },
      { width: 1280, height: 720, bitrate: 2_500_000 },
      { width: 1080, height: 1920, bitrate: 5_000_000 },
    ];
    expect(qualityOptions(['自适应'], 0, levels)).toEqual([
      { id: 'auto', name: '', auto: true },
      { id: 'level:0', name: '360p', auto: false },
      { id: 'level:1', name: '720p', auto: false },
      // Named by the short side, as the ladder names an upright video (decision 042).
      { id: 'level:2', name: '1080p', auto: false },
    ]);
    // A transcode's play info: the master (自动) and each rung; the rungs are listed once, as its levels.
    expect(qualityOptions(['自动', '720p', '360p', '默认'], 0, levels.slice(0, 2))).toEqual([
      { id: 'auto', name: '', auto: true },
      { id: 'level:0', name: '360p', auto: false },
      { id: 'level:1', name: '720p', auto: false },
      { id: 'source:3', name: '默认', auto: false },
    ]);
  });
});
