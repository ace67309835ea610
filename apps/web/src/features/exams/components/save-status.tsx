import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../taking/save-queue';
import './taking.css';
import '../i18n/register';

/** 答案已保存 / 正在保存… / 有答案未保存 (重试): the saving queue's one line, announced politely. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation('exams');
  return (
    <p className={`exam-save exam-save--${state}`} role="status" aria-live="polite">
      {state === 'saving' && (
        <>
          <LoadingOutlined aria-hidden="true" /> {t('take.saving')}
        </>
      )}
      {state === 'saved' && (
        <>
          <CheckCircleOutlined aria-hidden="true" /> {t('take.saved')}
        </>
      )}
      {state === 'failed' && (
        <>
          <ExclamationCircleOutlined aria-hidden="true" /> {t('take.failed')}
          <button type="button" className="exam-save__retry" onClick={onRetry}>
            {t('take.retry')}
          </button>
        </>
      )}
    </p>
  );
}
