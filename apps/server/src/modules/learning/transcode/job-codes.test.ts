import { describe, expect, it } from 'vitest';
import { failure } from './ffmpeg-run';
import { encodeJobCode, jobErrorOf, parseJobError, parseStep } from './job-codes';
import { TranscodeMessage } from './messages';

describe('transcode job codes', () => {
  it('reads a step code with its qualities, a bare code, and an old sentence as its own detail', () => {
    expect(parseStep(encodeJobCode('hls', '360p/720p'))).toEqual({ code: 'hls', detail: '360p/720p' });
    expect(parseStep('done')).toEqual({ code: 'done', detail: '' });
    expect(parseStep('')).toEqual({ code: null, detail: '' });
    expect(parseStep('转码完成')).toEqual({ code: null, detail: '转码完成' });
    expect(parseStep('weird: thing')).toEqual({ code: null, detail: 'weird: thing' });
  });

  it("codes the pipeline's errors, with ffmpeg's last line as the detail", () => {
    const ffmpeg = failure(
      TranscodeMessage.failed,
      'ffmpeg ended with 1: frame= 1\n\nInvalid data found when processing input\n',
    );
    expect(jobErrorOf(ffmpeg).message).toBe('ffmpeg-failed: Invalid data found when processing input');
    expect(jobErrorOf(failure(TranscodeMessage.notVideo, '')).message).toBe('not-video');
    expect(jobErrorOf(failure(TranscodeMessage.noTools, 'ffprobe not found')).message).toBe(
      'no-tools: ffprobe not found',
    );
    expect(parseJobError('ffmpeg-failed: Invalid data found when processing input')).toEqual({
      code: 'ffmpeg-failed',
      detail: 'Invalid data found when processing input',
    });
  });

  it("reads the queue's English sentences and errors written before codes", () => {
    expect(parseJobError('the process running it stopped 3 times')).toMatchObject({ code: 'stalled' });
    expect(parseJobError('job stalled more than allowable limit')).toMatchObject({ code: 'stalled' });
    expect(parseJobError(TranscodeMessage.notVideo)).toEqual({ code: 'not-video', detail: '' });
    expect(parseJobError('ENOSPC: no space left on device')).toEqual({
      code: 'unknown',
      detail: 'ENOSPC: no space left on device',
    });
  });
});
