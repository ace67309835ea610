import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginPathFor } from '#features/auth';
import { LinkButton } from '#shared/link-button';
import { PC_EXAM_PATHS } from '../exam-paths';
import type { TPaperDetail } from '../paper-detail';
import '../i18n/register';
import { useStartPaper } from './use-start-paper';

/**
 * The paper's one action: 继续考试 while an attempt is in progress, 开始考试 when the member may join (a
 * timed paper asks first: the clock will not stop), else the button disabled with the server's reason
 * (请登录 becomes a way to the login page).
 */
export function StartButton({ detail, isMember }: { detail: TPaperDetail; isMember: boolean }) {
  const { t } = useTranslation('exams');
  const { pathname } = useLocation();
  const start = useStartPaper(detail.paper, PC_EXAM_PATHS.attempt, { width: 420 });

  if (detail.in_progress_attempt_id !== null)
    return (
      <LinkButton type="primary" size="large" to={PC_EXAM_PATHS.attempt(detail.in_progress_attempt_id)}>
        {t('paper.continue')}
      </LinkButton>
    );
  if (!isMember)
    return (
      <LinkButton type="primary" size="large" to={loginPathFor(pathname)}>
        {t('paper.loginToStart')}
      </LinkButton>
    );
  if (!detail.can_join)
    return (
      <div className="exam-start">
        <Button size="large" disabled aria-describedby="exam-start-reason">
          {t('paper.start')}
        </Button>
        <p id="exam-start-reason" className="exam-start__reason">
          {detail.reason}
        </p>
      </div>
    );
  return (
    <>
      <Button type="primary" size="large" loading={start.pending && !start.asking} onClick={start.begin}>
        {t('paper.start')}
      </Button>
      {start.dialog}
    </>
  );
}
