import { describe, expect, it } from 'vitest';
import { readProbe } from './probe';

const video = { index: 0, codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080 };

describe('reading ffprobe', () => {
  it('turns a rotated picture upright and applies a non-square pixel', () => {
    const rotated = readProbe({
      format: { duration: '10' },
      streams: [{ ...video, side_data_list: [{ rotation: -90 }] }],
    });
    expect(rotated?.video).toMatchObject({ rotation: 270, displayWidth: 1080, displayHeight: 1920 });
    const tagged = readProbe({ format: { duration: '10' }, streams: [{ ...video, tags: { rotate: '90' } }] });
    expect(tagged?.video).toMatchObject({ rotation: 90, displayWidth: 1080, displayHeight: 1920 });
    const anamorphic = readProbe({
      format: { duration: '10' },
      streams: [{ ...video, width: 720, height: 576, sample_aspect_ratio: '64:45' }],
    });
    expect(anamorphic?.video).toMatchObject({ displayWidth: 1024, displayHeight: 576 });
  });

  it('is not a video without a moving picture: a still image, an audio file with its cover', () => {
    expect(readProbe({ format: {}, streams: [{ ...video, codec_name: 'mjpeg' }] })).toBeNull();
    const cover = { ...video, codec_name: 'mjpeg', disposition: { attached_pic: 1 } };
    expect(
      readProbe({ format: { duration: '200' }, streams: [{ index: 0, codec_type: 'audio' }, cover] }),
    ).toBeNull();
  });

  it('tells text subtitles from picture ones', () => {
    const probe = readProbe({
      format: { duration: '10' },
      streams: [
        video,
        { index: 1, codec_type: 'subtitle', codec_name: 'subrip', tags: { language: 'chi', title: '中文' } },
        { index: 2, codec_type: 'subtitle', codec_name: 'hdmv_pgs_subtitle', tags: { language: 'und' } },
      ],
    });
    expect(probe?.subtitles).toEqual([
      { index: 1, codec: 'subrip', language: 'chi', title: '中文', text: true },
      { index: 2, codec: 'hdmv_pgs_subtitle', language: null, title: null, text: false },
    ]);
  });
});
