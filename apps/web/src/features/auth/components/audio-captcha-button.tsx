import { LoadingOutlined, SoundOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { currentLang } from '#lib/i18n/index';
import { fetchAudioCaptcha } from '../api/captcha';
import '#shared/auth-form.css';

/**
 * Speaks the captcha on screen for whoever cannot read the picture (WCAG 1.1.1, decision 023). It is the
 * same captcha (same key, same answer), so what is typed in is checked as usual. The recording is fetched
 * on the first press and replayed from memory after, so listening again costs no request; a new picture
 * (a new key) needs a new recording. The label comes from the caller: the console has its own strings.
 */
export function AudioCaptchaButton({ captchaKey, label }: { captchaKey: string | null; label: string }) {
  const [loading, setLoading] = useState(false);
  const recording = useRef<{ key: string; lang: string; audio: HTMLAudioElement } | null>(null);

  // A new picture or leaving the form silences the old recording.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cleanup must run when the key changes
  useEffect(
    () => () => {
      recording.current?.audio.pause();
      recording.current = null;
    },
    [captchaKey],
  );

  const play = async () => {
    if (!captchaKey || loading) return;
    const lang = currentLang();
    let current = recording.current;
    if (current?.key !== captchaKey || current.lang !== lang) {
      setLoading(true);
      try {
        current = { key: captchaKey, lang, audio: new Audio(await fetchAudioCaptcha(captchaKey, lang)) };
      } catch {
        // The http client has shown the server's message (an expired picture, too many plays, or the
        // address's hourly SMS budget, which plays share).
        return;
      } finally {
        setLoading(false);
      }
      recording.current?.audio.pause();
      recording.current = current;
    }
    current.audio.currentTime = 0;
    await current.audio.play().catch(() => undefined);
  };

  return (
    <button
      type="button"
      className="auth-captcha-audio"
      aria-label={label}
      title={label}
      aria-busy={loading}
      disabled={!captchaKey}
      onClick={() => void play()}
    >
      {loading ? <LoadingOutlined aria-hidden="true" /> : <SoundOutlined aria-hidden="true" />}
    </button>
  );
}
