import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttemptSession } from '../taking/use-attempt-session';
import './taking.css';
import '../i18n/register';

/** What stops the member (time up, an answer not saved, a failed submit), above the questions. */
export function SessionNotice({ session }: { session: AttemptSession }) {
  const { t } = useTranslation('exams');
  if (session.secondsLeft === 0 && session.phase !== 'failed')
    return <Alert type="info" showIcon title={t('take.timeUp')} className="exam-notice" />;
  if (session.phase === 'unsaved' && session.saveState === 'failed')
    return <Alert type="warning" showIcon title={t('take.unsaved')} className="exam-notice" />;
  if (session.phase === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={t('take.submitFailed')}
        className="exam-notice"
        action={
          <Button size="small" onClick={() => void session.retrySubmit()}>
            {t('take.retry')}
          </Button>
        }
      />
    );
  return null;
}
