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
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="auth-captcha"
      onClick={onRefresh}
      title={t('authDialogs.captcha.refresh')}
      aria-label={t('authDialogs.captcha.refresh')}
    >
      {captcha && !failed ? (
        <img className="auth-captcha__img" src={captcha.img} alt={t('authDialogs.captcha.alt')} />
      ) : (
        <span className="auth-captcha__placeholder">
          <ReloadOutlined aria-hidden="true" spin={!failed} />
          <span>{failed ? t('authDialogs.captcha.failed') : t('authDialogs.captcha.loading')}</span>
        </span>
      )}
    </button>
  );
}
