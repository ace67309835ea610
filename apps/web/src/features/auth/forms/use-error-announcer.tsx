import type { FormProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/register';

type FinishFailed = NonNullable<FormProps['onFinishFailed']>;

/**
 * Screen readers hear a failed submit's field errors at once (security.md: errors announced as well as
 * tied to their fields). The text is cleared first so the same errors twice are announced twice.
 */
export function useErrorAnnouncer() {
  const { t } = useTranslation('auth');
  const [text, setText] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onFinishFailed: FinishFailed = ({ errorFields }) => {
    const list = errorFields.flatMap((f) => f.errors).join('；');
    setText('');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setText(t('formErrors', { list })), 60);
  };

  const region = (
    <div className="visually-hidden" role="alert">
      {text}
    </div>
  );
  return { onFinishFailed, region };
}
