import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import './taking.css';
import '../i18n/register';
import type { AttemptSession } from '../taking/use-attempt-session';

/**
 * 交卷's confirmation: MeEdu's 还有N道题未做 while some are not answered, else a last word. 确定 submits the
 * session; the dialog closes when `submit` did not end the attempt (an unsaved answer, a refusal), as the
 * attempt's result page takes over when it did.
 */
export function SubmitDialog({
  session,
  open,
  onClose,
}: {
  session: Pick<AttemptSession, 'submit' | 'phase' | 'unanswered'>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('exams');
  return (
    <Modal
      open={open}
      title={
        <span className="exam-confirm__title">
          <ExclamationCircleFilled aria-hidden="true" className="exam-confirm__icon" />{' '}
          {t('take.confirmTitle')}
        </span>
      }
      okText={t('take.confirmOk')}
      cancelText={t('take.confirmCancel')}
      okButtonProps={{ loading: session.phase === 'submitting' }}
      onOk={async () => {
        if (!(await session.submit())) onClose();
      }}
      onCancel={onClose}
      width={420}
      centered
    >
      <p className="exam-confirm__text">
        {session.unanswered > 0
          ? t('take.confirmUnanswered', { count: session.unanswered })
          : t('take.confirmAll')}
      </p>
    </Modal>
  );
}
