import { describe, expect, it } from 'vitest';
import { previewLimitOf, previewReached } from './preview';
import { resumePosition } from './resume';

describe('preview end', () => {
  it('has a limit only for a preview with free seconds', () => {
    expect(previewLimitOf({ is_preview: true, free_seconds: 10 })).toBe(10);
    expect(previewLimitOf({ is_preview: false, free_seconds: 10 })).toBe(0);
    expect(previewLimitOf({ is_preview: true, free_seconds: 0 })).toBe(0);
  });

  it('stops just before the limit, where the cut stream ends', () => {
    expect(previewReached(9.5, 10)).toBe(false);
    expect(previewReached(9.7, 10)).toBe(true);
    expect(previewReached(12, 10)).toBe(true);
    expect(previewReached(999, 0)).toBe(false);
  });
});

describe('resume position', () => {
  it('resumes from the last position', () => {
    expect(resumePosition(42, 100, 0)).toBe(42);
  });

  it('starts over near the end, at the very start, or past a preview limit', () => {
    expect(resumePosition(98, 100, 0)).toBe(0);
    expect(resumePosition(0.5, 100, 0)).toBe(0);
    expect(resumePosition(9.5, 100, 10)).toBe(0);
    expect(resumePosition(5, 100, 10)).toBe(5);
  });
});
