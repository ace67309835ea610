import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImageCaptcha as TImageCaptcha } from './use-image-captcha';
import '../i18n/register';

/** The captcha picture as a button: a click (or Enter/Space) fetches a new one. */
export function ImageCaptcha({
  captcha,
  failed,
  onRefresh,
}: {
  captcha: TImageCaptcha | null;
  failed: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className="auth-captcha"
      onClick={onRefresh}
      title={t('captcha.refresh')}
      aria-label={t('captcha.refresh')}
    >
      {captcha && !failed ? (
        <img className="auth-captcha__img" src={captcha.img} alt={t('captcha.alt')} />
      ) : (
        <span className="auth-captcha__placeholder">
          <ReloadOutlined aria-hidden="true" spin={!failed} />
          <span>{failed ? t('captcha.failed') : t('captcha.loading')}</span>
        </span>
      )}
    </button>
  );
}
