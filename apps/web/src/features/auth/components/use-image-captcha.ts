import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchImageCaptcha } from '../api/captcha';

export interface ImageCaptcha {
  key: string;
  img: string;
}

/**
 * The image captcha of one form: fetched on mount, replaced on `refresh`. Only the newest answer counts,
 * so quick clicks cannot leave an older image on screen with a newer key.
 */
export function useImageCaptcha() {
  const [captcha, setCaptcha] = useState<ImageCaptcha | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++latest.current;
    setFailed(false);
    try {
      const next = await fetchImageCaptcha();
      if (mine === latest.current) setCaptcha({ key: next.key, img: next.img });
    } catch {
      if (mine === latest.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { captcha, failed, refresh };
}
