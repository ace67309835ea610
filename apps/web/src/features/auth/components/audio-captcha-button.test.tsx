import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLang, initI18n } from '#lib/i18n/index';
import { fetchAudioCaptcha } from '../api/captcha';
import { AudioCaptchaButton } from './audio-captcha-button';

vi.mock('../api/captcha', () => ({ fetchAudioCaptcha: vi.fn() }));
const fetchAudio = vi.mocked(fetchAudioCaptcha);

/** What the button does with a recording: jsdom has no audio, so the element is a stand-in. */
class FakeAudio {
  static made: FakeAudio[] = [];
  currentTime = 7;
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  constructor(readonly src: string) {
    FakeAudio.made.push(this);
  }
}

const LABEL = '播放语音验证码';
const button = () => screen.getByRole('button', { name: LABEL });
const press = () =>
  act(async () => {
    fireEvent.click(button());
  });

beforeAll(async () => {
  await initI18n('cn');
});

beforeEach(() => {
  FakeAudio.made = [];
  fetchAudio.mockReset();
  vi.stubGlobal('Audio', FakeAudio);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AudioCaptchaButton', () => {
  it('is a named button, disabled until a captcha is on screen', () => {
    render(<AudioCaptchaButton captchaKey={null} label={LABEL} />);
    expect(button()).toHaveProperty('disabled', true);
    expect(button().getAttribute('title')).toBe(LABEL);
  });

  it('fetches the spoken captcha of its key in the current language and plays it from the start', async () => {
    fetchAudio.mockResolvedValue('data:audio/wav;base64,AAAA');
    render(<AudioCaptchaButton captchaKey="k1" label={LABEL} />);
    await press();
    expect(fetchAudio).toHaveBeenCalledWith('k1', 'cn');
    expect(FakeAudio.made).toHaveLength(1);
    const [audio] = FakeAudio.made;
    expect(audio.src).toBe('data:audio/wav;base64,AAAA');
    expect(audio.currentTime).toBe(0);
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('aria-busy')).toBe('false');
  });

  it('plays again from memory, and fetches anew for a new picture or another language', async () => {
    fetchAudio.mockResolvedValue('data:audio/wav;base64,AAAA');
    const { rerender } = render(<AudioCaptchaButton captchaKey="k1" label={LABEL} />);
    await press();
    await press();
    expect(fetchAudio).toHaveBeenCalledTimes(1);
    expect(FakeAudio.made[0].play).toHaveBeenCalledTimes(2);

    rerender(<AudioCaptchaButton captchaKey="k2" label={LABEL} />);
    // The old recording stops with its picture.
    expect(FakeAudio.made[0].pause).toHaveBeenCalled();
    await press();
    expect(fetchAudio).toHaveBeenLastCalledWith('k2', 'cn');

    await act(async () => {
      await applyLang('en');
    });
    try {
      await press();
      expect(fetchAudio).toHaveBeenLastCalledWith('k2', 'en');
      expect(fetchAudio).toHaveBeenCalledTimes(3);
    } finally {
      await act(async () => {
        await applyLang('cn');
      });
    }
  });

  it('plays nothing and stays usable when the recording cannot be fetched', async () => {
    fetchAudio.mockRejectedValue(new Error('图形验证码已失效，请换一张'));
    render(<AudioCaptchaButton captchaKey="gone" label={LABEL} />);
    await press();
    expect(FakeAudio.made).toHaveLength(0);
    expect(button()).toHaveProperty('disabled', false);
    expect(button().getAttribute('aria-busy')).toBe('false');
  });
});
