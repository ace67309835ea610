import { Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartAttempt } from '../api/papers';
import '../i18n/register';

/**
 * Starting a paper, for the desktop's button and /h5's bar: `begin` asks first when the paper is timed (the
 * clock will not stop once it starts), then opens the new attempt at `attemptPath(id)`. A refusal
 * (考试次数已用完…) was shown by the http client, and the paper is read again.
 */
export function useStartPaper(
  paper: { id: number; time_limit: number },
  attemptPath: (attemptId: number) => string,
  { width }: { width?: number } = {},
): { begin: () => void; pending: boolean; asking: boolean; dialog: ReactNode } {
  const { t } = useTranslation('exams');
  const navigate = useNavigate();
  const start = useStartAttempt(paper.id);
  const [asking, setAsking] = useState(false);
  const go = async () => {
    try {
      const { attempt_id } = await start.mutateAsync();
      navigate(attemptPath(attempt_id));
    } catch {
      // Shown already (see above).
    } finally {
      setAsking(false);
    }
  };
  const dialog = (
    <Modal
      open={asking}
      title={t('paper.startTitle')}
      okText={t('paper.startOk')}
      cancelText={t('paper.cancel')}
      okButtonProps={{ loading: start.isPending }}
      onOk={() => void go()}
      onCancel={() => setAsking(false)}
      width={width}
      centered
    >
      <p>{t('paper.startText', { count: paper.time_limit })}</p>
    </Modal>
  );
  return {
    begin: () => (paper.time_limit > 0 ? setAsking(true) : void go()),
    pending: start.isPending,
    asking,
    dialog,
  };
}
