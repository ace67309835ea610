import { describe, expect, it } from 'vitest';
import { planTranscode } from './ladder';
import type { MediaProbe } from './probe';

function probeOf(width: number, height: number, extra: Partial<MediaProbe['video']> = {}): MediaProbe {
  return {
    durationSeconds: 60,
    sizeBytes: 1,
    container: 'mov,mp4,m4a,3gp,3g2,mj2',
    bitRate: 0,
    video: {
      index: 0,
      codec: 'vp9',
      pixelFormat: 'yuv420p',
      width,
      height,
      displayWidth: width,
      displayHeight: height,
      fps: 30,
      rotation: 0,
      ...extra,
    },
    audio: [{ index: 1, codec: 'aac', channels: 2, sampleRate: 48_000, language: null }],
    subtitles: [],
  };
}

const ladder = (probe: MediaProbe) => planTranscode(probe).rungs.map((r) => `${r.width}x${r.height}`);

describe('the rendition ladder', () => {
  it('is 360p, 720p and 1080p for a 1080p source, and stops at 1080p above it', () => {
    expect(ladder(probeOf(1920, 1080))).toEqual(['640x360', '1280x720', '1920x1080']);
    expect(ladder(probeOf(3840, 2160))).toEqual(['640x360', '1280x720', '1920x1080']);
    expect(planTranscode(probeOf(3840, 2160)).mp4).toMatchObject({ width: 1920, height: 1080 });
  });

  it('never goes above the source: a 480p source gets 360p and itself, a 720p one 360p and 720p', () => {
    expect(ladder(probeOf(854, 480))).toEqual(['640x360', '854x480']);
    expect(ladder(probeOf(1280, 720))).toEqual(['640x360', '1280x720']);
    expect(ladder(probeOf(426, 240))).toEqual(['426x240']);
  });

  it('leaves out a rung too close to the top: 400 lines are one quality, not 360p and 400p', () => {
    expect(ladder(probeOf(712, 400))).toEqual(['712x400']);
    expect(ladder(probeOf(1600, 900))).toEqual(['640x360', '1280x720', '1600x900']);
  });

  it('keeps the aspect with even sizes, and names an upright video by its short side', () => {
    expect(ladder(probeOf(1080, 1920))).toEqual(['360x640', '720x1280', '1080x1920']);
    expect(planTranscode(probeOf(1080, 1920)).rungs.map((r) => r.name)).toEqual(['360p', '720p', '1080p']);
    // 4:3 with an odd height: 481 lines lose one.
    expect(ladder(probeOf(641, 481))).toEqual(['480x360', '640x480']);
    for (const rung of planTranscode(probeOf(1001, 563)).rungs) {
      expect(rung.width % 2).toBe(0);
      expect(rung.height % 2).toBe(0);
    }
  });

  it('turns a rotated source upright', () => {
    const phone = probeOf(1920, 1080, { rotation: 90, displayWidth: 1080, displayHeight: 1920 });
    expect(ladder(phone)).toEqual(['360x640', '720x1280', '1080x1920']);
  });

  it('gives higher rungs more bits, and 60 fps more than 30', () => {
    const rungs = planTranscode(probeOf(1920, 1080)).rungs;
    expect(rungs.map((r) => r.videoBitrate)).toEqual([800_000, 2_500_000, 5_000_000]);
    expect(rungs.map((r) => r.audioBitrate)).toEqual([96_000, 128_000, 128_000]);
    const fast = planTranscode(probeOf(1920, 1080, { fps: 60 }));
    expect(fast.rungs[2].videoBitrate).toBe(7_500_000);
    expect(planTranscode(probeOf(1920, 1080, { fps: 120 })).fps).toBe(60);
  });

  it('copies the MP4 only when the source is already H.264 4:2:0 with AAC at 1080p or less', () => {
    const h264 = { codec: 'h264' };
    expect(planTranscode(probeOf(1280, 720, h264)).mp4.copy).toBe(true);
    expect(planTranscode(probeOf(1280, 720)).mp4.copy).toBe(false);
    expect(planTranscode(probeOf(3840, 2160, h264)).mp4.copy).toBe(false);
    expect(planTranscode(probeOf(1280, 720, { ...h264, pixelFormat: 'yuv420p10le' })).mp4.copy).toBe(false);
    const opus = { ...probeOf(1280, 720, h264), audio: [{ ...probeOf(1, 1).audio[0], codec: 'opus' }] };
    expect(planTranscode(opus).mp4.copy).toBe(false);
  });
});
