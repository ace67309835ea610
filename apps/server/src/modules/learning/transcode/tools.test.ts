import { describe, expect, it } from 'vitest';
import type { Deps } from '#core/deps';
import { checkTranscodeTools } from './tools';

describe('the transcode tools', () => {
  it('names the versions of a working ffmpeg and ffprobe with libx264', async () => {
    const tools = await checkTranscodeTools({
      config: { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
    } as Deps<'config'>);
    expect(tools).toMatchObject({ ready: true, h264Encoder: true });
    expect(tools.ffmpeg).toMatchObject({
      path: 'ffmpeg',
      runs: true,
      version: expect.stringMatching(/^\S+$/),
    });
    expect(tools.ffprobe).toMatchObject({
      path: 'ffprobe',
      runs: true,
      version: expect.stringMatching(/^\S+$/),
    });
  });

  it('says when they do not run', async () => {
    const tools = await checkTranscodeTools({
      config: { ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: 'ffprobe' },
    } as Deps<'config'>);
    expect(tools).toMatchObject({ ready: false, h264Encoder: false });
    expect(tools.ffmpeg).toEqual({ path: '/nonexistent/ffmpeg', runs: false, version: null });
    expect(tools.ffprobe.runs).toBe(true);
  });
});
