import type { TAdminTranscode } from '@shuyuan/contract/admin-transcodes';
import { useTranslation } from 'react-i18next';
import './i18n/register';

/**
 * A job's step and error in the reader's language: the server sends codes (`hls` with `360p/720p`,
 * `ffmpeg-failed` with ffmpeg's last line) and the words are here. A line without a code (written before
 * codes) and the detail of an error are shown as the server wrote them.
 */
export function useTranscodeWords() {
  const { t } = useTranslation('admin-transcodes');
  return {
    step: (j: TAdminTranscode): string =>
      j.step ? t(`step.${j.step}`, { detail: j.step_detail }).trim() : j.step_detail,
    error: (j: TAdminTranscode): string | null => {
      if (!j.error_code) return j.error;
      const words = t(`error.${j.error_code}`, { defaultValue: '' });
      if (!words) return j.error || t('error.unknown');
      return j.error ? t('errorDetail', { error: words, detail: j.error }) : words;
    },
  };
}
