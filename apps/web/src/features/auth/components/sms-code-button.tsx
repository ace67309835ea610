import { Button } from 'antd';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SMS_COUNTDOWN_SECONDS,
  smsButtonDisabled,
  smsButtonReducer,
  smsIdle,
} from '../forms/sms-button-state';

/**
 * "Get code" button. `onSend` performs the captcha check and the SMS call; it rejects on failure,
 * and the caller clears and refreshes the image captcha then. The countdown is announced politely once,
 * when it starts (the text stays while it runs and goes when it ends), so screen readers are not flooded
 * every second.
 */
export function SmsCodeButton({ onSend }: { onSend: () => Promise<void> }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(smsButtonReducer, smsIdle);
  const counting = state.kind === 'countdown';

  useEffect(() => {
    if (!counting) return;
    const id = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(id);
  }, [counting]);

  const send = async () => {
    if (smsButtonDisabled(state)) return;
    dispatch({ type: 'send' });
    try {
      await onSend();
      dispatch({ type: 'sent' });
    } catch {
      dispatch({ type: 'failed' });
    }
  };

  const label =
    state.kind === 'loading'
      ? t('auth.sending')
      : state.kind === 'countdown'
        ? t('auth.resendIn', { seconds: state.remaining })
        : t('auth.sendSms');

  return (
    <>
      <Button onClick={send} disabled={smsButtonDisabled(state)} loading={state.kind === 'loading'}>
        {label}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {counting ? t('auth.countdownAnnounce', { seconds: SMS_COUNTDOWN_SECONDS }) : ''}
      </span>
    </>
  );
}
