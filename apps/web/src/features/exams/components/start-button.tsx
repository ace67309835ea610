import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginPathFor } from '#features/auth';
import { orderPath } from '#lib/order-path';
import { LinkButton } from '#shared/link-button';
import { formatYuan } from '#shared/price';
import { PC_EXAM_PATHS } from '../exam-paths';
import { mustBuyPaper, type TPaperDetail } from '../paper-detail';
import '../i18n/register';
import { useStartPaper } from './use-start-paper';

/**
 * The paper's one action: 继续考试 while an attempt is in progress, 购买试卷 ￥price for a paid paper the
 * member has not bought (the /order pages, goods kind PAPER, as a course or a 专栏 is bought), 开始考试
 * when the member may join (a timed paper asks first: the clock will not stop), else the button disabled
 * with the server's reason (请登录 becomes a way to the login page).
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
  if (mustBuyPaper(detail, Date.now()))
    return (
      <LinkButton type="primary" size="large" to={orderPath({ type: GOODS_TYPE.PAPER, id: detail.paper.id })}>
        {t('paper.buy', { price: formatYuan(detail.paper.charge) })}
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
