import { CalendarOutlined, CheckCircleFilled, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useIsMember } from '#features/auth';
import {
  activateStatus,
  enrolState,
  formatActivateTime,
  registerCatalogueStrings,
  seatsLeft,
  type TActivateDetail,
  useActivateDetailQuery,
  useActivateMutations,
} from '#features/catalogue';
import { toastSuccess } from '#lib/notify';
import { useAppSelector } from '#lib/store/app-store';
import { formatYuan } from '#shared/price';
import { useIdParam } from '#shared/query-params';
import { RichText } from '#shared/rich-text';
import { formatDateTime } from '#shared/time';
import { BuySheet } from '../buy/buy-sheet';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';

registerCatalogueStrings();

/** The fixed bar: the price and the one thing to do (报名, or why not), as the desktop page's enrol button. */
function EnrolBar({
  detail,
  onEnrol,
  busy,
}: {
  detail: TActivateDetail;
  onEnrol: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation(['translation', 'catalogue', 'h5']);
  const state = enrolState(detail);
  const a = detail.activate;
  const price = (
    <span className="h5-bar-price">
      <span className={a.charge > 0 ? 'h5-price h5-price--big' : 'h5-price h5-price--big is-free'}>
        {a.charge > 0 ? formatYuan(a.charge) : t('course.free')}
      </span>
    </span>
  );
  if (state === 'enrolled') {
    return (
      <>
        {price}
        <span className="h5-bar-state is-bought">
          <CheckCircleFilled aria-hidden="true" /> {t('catalogue:activates.enrolled')}
        </span>
      </>
    );
  }
  if (state !== 'open') {
    const text = { full: 'full', closed: 'closed', ended: 'ended' } as const;
    return (
      <>
        {price}
        <span className="h5-btn h5-btn--grow is-disabled" aria-disabled="true">
          {t(`catalogue:activates.${text[state]}`)}
        </span>
      </>
    );
  }
  return (
    <>
      {price}
      <button type="button" className="h5-btn h5-btn--primary h5-btn--grow" onClick={onEnrol} disabled={busy}>
        {a.charge > 0 ? t('h5:activates.enrol') : t('catalogue:activates.enrolFree')}
      </button>
    </>
  );
}

/** /h5/activates/detail/:activateId: cover, time, place, seats, the description, and 报名 at the bottom. */
export function H5ActivatePage() {
  const { t } = useH5Translation();
  const { t: tc } = useTranslation('catalogue');
  const id = useIdParam('activateId');
  const validId = id > 0;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isLogin = useAppSelector((s) => s.loginUser.isLogin);
  // A stored token counts while start-up still reads the member: a quick tap must not go to the login page.
  const isMember = useIsMember();
  const memberKey = useAppSelector((s) => (s.loginUser.isLogin ? `m${s.loginUser.user?.id ?? ''}` : 'anon'));
  const query = useActivateDetailQuery(validId ? id : 0, memberKey);
  const { enrol } = useActivateMutations(validId ? id : 0);
  const [buying, setBuying] = useState(false);
  const detail = query.data;

  if (!detail) {
    return (
      <H5Screen title={tc('activates.detailTitle')} back="/h5/activates">
        {query.isError || !validId ? (
          <H5Empty
            text={tc('activates.missing')}
            link={{ to: '/h5/activates', label: tc('activates.back') }}
          />
        ) : (
          <H5ListSkeleton rows={4} />
        )}
      </H5Screen>
    );
  }

  const a = detail.activate;
  const status = activateStatus(a);
  const left = seatsLeft(a);
  const onEnrol = async () => {
    if (!isMember) {
      navigate(`/h5/login?redirect=${encodeURIComponent(pathname)}`);
      return;
    }
    if (a.charge > 0) {
      setBuying(true);
      return;
    }
    try {
      await enrol.mutateAsync();
      toastSuccess(tc('activates.enrolledToast'));
    } catch {
      // The http client showed the server's message.
    }
  };
  return (
    <H5Screen
      title={a.title}
      barTitle={tc('activates.detailTitle')}
      back="/h5/activates"
      footer={<EnrolBar detail={detail} onEnrol={() => void onEnrol()} busy={enrol.isPending} />}
    >
      <img className="h5-cover" src={a.thumb} alt="" />
      <section className="h5-card h5-course-head">
        <p className="h5-course-head__tags">
          <span className={status === 'open' ? 'h5-tag' : 'h5-tag h5-tag--muted'}>
            {tc(`activates.status.${status}`)}
          </span>
        </p>
        <h1 className="h5-course-head__title">{a.title}</h1>
        <ul className="h5-facts">
          <li>
            <CalendarOutlined aria-hidden="true" />
            <span>
              <span className="visually-hidden">{tc('activates.time')}</span>
              {formatActivateTime(a.started_at, a.ended_at)}
            </span>
          </li>
          <li>
            <EnvironmentOutlined aria-hidden="true" />
            <span>
              <span className="visually-hidden">{tc('activates.place')}</span>
              {[a.city, a.address].filter(Boolean).join(' · ')}
            </span>
          </li>
          {a.quota > 0 && (
            <li>
              <TeamOutlined aria-hidden="true" />
              <span>
                {tc('activates.seats', { enrolled: a.enrolled_count, quota: a.quota })}
                {status === 'open' && left !== null && (
                  <strong className="h5-facts__strong">{tc('activates.seatsLeft', { count: left })}</strong>
                )}
              </span>
            </li>
          )}
        </ul>
        <p className="h5-muted h5-small">
          {tc('activates.deadline')}: {formatDateTime(a.enroll_ended_at || a.started_at)}
        </p>
      </section>
      <section className="h5-card" aria-label={tc('activates.intro2')}>
        {a.render_desc ? (
          <RichText html={a.render_desc} className="h5-rich" pageTitle={a.title} imageAlt={a.title} />
        ) : (
          <p className="h5-muted">{t('h5:course.noIntro')}</p>
        )}
      </section>
      {isLogin && a.charge > 0 && (
        <BuySheet
          open={buying}
          onClose={() => setBuying(false)}
          goods={{
            ref: { type: GOODS_TYPE.ACTIVATE, id: a.id },
            name: a.title,
            thumb: a.thumb,
            charge: a.charge,
          }}
        />
      )}
    </H5Screen>
  );
}
