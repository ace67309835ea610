import { CheckCircleFilled } from '@ant-design/icons';
import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPathFor, useAuthDialog, useIsMember } from '#features/auth';
import { toastSuccess } from '#lib/notify';
import { orderPath } from '#lib/order-path';
import { formatYuan } from '#shared/price';
import { enrolState, type TActivateDetail } from '../activate';
import './course-hero.css';
import '../i18n/register';

/** The /order address for a paid offline course (the Commerce issue takes it from there). */
function orderPathFor(a: TActivateDetail['activate']) {
  const shown = { charge: a.charge, label: '线下课', name: a.title, thumb: a.thumb };
  return orderPath({ type: GOODS_TYPE.ACTIVATE, id: a.id }, shown);
}

/** 已报名 / 名额已满 / 报名已截止 / 活动已结束, or the free / paid enrol action. */
export function EnrolButton({
  detail,
  enrol,
  pending,
}: {
  detail: TActivateDetail;
  enrol: () => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const isLogin = useIsMember();
  const { gate } = useAuthDialog();
  const state = enrolState(detail);
  const a = detail.activate;

  if (state === 'enrolled') {
    return (
      <span className="course-hero__state is-bought">
        <CheckCircleFilled aria-hidden="true" /> {t('catalogue:activates.enrolled')}
      </span>
    );
  }
  if (state !== 'open') {
    const text = { full: 'full', closed: 'closed', ended: 'ended' } as const;
    return (
      <button type="button" className="btn course-hero__cta" disabled aria-disabled="true">
        {t(`catalogue:activates.${text[state]}`)}
      </button>
    );
  }
  if (a.charge > 0) {
    const order = orderPathFor(a);
    return (
      <Link
        to={isLogin ? order : loginPathFor(order)}
        onClick={gate}
        className="btn btn--primary course-hero__cta"
      >
        {t('catalogue:activates.enrolPaid', { price: formatYuan(a.charge) })}
      </Link>
    );
  }
  const onClick = async () => {
    // A visitor gets the login dialog first.
    if (!gate()) return;
    try {
      await enrol();
      toastSuccess(t('catalogue:activates.enrolledToast'));
    } catch {
      // The http client showed the server's message.
    }
  };
  return (
    <button
      type="button"
      className="btn btn--primary course-hero__cta"
      disabled={pending}
      onClick={() => void onClick()}
    >
      {t('catalogue:activates.enrolFree')}
    </button>
  );
}
