import { describe, expect, it } from 'vitest';
import { keyAction } from './keyboard';
import { maskMobiles, watermarkSpot } from './watermark';

const onPlayer = { tagName: 'DIV', role: 'region' };
const onButton = { tagName: 'BUTTON', role: null };
const onSlider = { tagName: 'INPUT', role: null };

describe('player shortcuts', () => {
  it('maps space/k, arrows, m, f and c on the player itself', () => {
    expect(keyAction(' ', onPlayer)).toEqual({ type: 'toggle' });
    expect(keyAction('k', onPlayer)).toEqual({ type: 'toggle' });
    expect(keyAction('ArrowLeft', onPlayer)).toEqual({ type: 'seek', by: -5 });
    expect(keyAction('ArrowRight', onPlayer)).toEqual({ type: 'seek', by: 5 });
    expect(keyAction('ArrowUp', onPlayer)).toEqual({ type: 'volume', by: 0.1 });
    expect(keyAction('m', onPlayer)).toEqual({ type: 'mute' });
    expect(keyAction('F', onPlayer)).toEqual({ type: 'fullscreen' });
    expect(keyAction('c', onPlayer)).toEqual({ type: 'captions' });
    expect(keyAction('x', onPlayer)).toBeNull();
  });

  it('leaves space and arrows to a focused button or slider, but k and m still work there', () => {
    expect(keyAction(' ', onButton)).toBeNull();
    expect(keyAction('ArrowRight', onSlider)).toBeNull();
    expect(keyAction('k', onButton)).toEqual({ type: 'toggle' });
    expect(keyAction('m', onSlider)).toEqual({ type: 'mute' });
  });

  it('ignores browser shortcuts with modifiers', () => {
    expect(keyAction('f', onPlayer, { ctrl: true })).toBeNull();
  });
});

describe('watermark', () => {
  it('masks mobile numbers as 3 + **** + 4', () => {
    expect(maskMobiles('13800000000')).toBe('138****0000');
    expect(maskMobiles('学员 13912345678 · ID 7')).toBe('学员 139****5678 · ID 7');
    // Not a mobile: longer digit runs and ids stay as they are.
    expect(maskMobiles('ID 123456789012')).toBe('ID 123456789012');
  });

  it('keeps the text inside the upper part of the picture, clear of captions', () => {
    expect(watermarkSpot(0, 0)).toEqual({ left: 5, top: 5 });
    expect(watermarkSpot(0.999, 0.999)).toEqual({ left: 65, top: 70 });
  });
});
