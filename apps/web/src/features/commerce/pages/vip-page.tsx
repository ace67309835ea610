import { CheckOutlined, CrownFilled } from '@ant-design/icons';
import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import { useTranslation } from 'react-i18next';
import { loginPathFor } from '#features/auth';
import { orderPath } from '#lib/order-path';
import { useAppSelector } from '#lib/store/app-store';
import { useFeatureGate } from '#lib/store/features';
import { Breadcrumb } from '#shared/breadcrumb';
import { IconBanner } from '#shared/icon-banner';
import { LinkButton } from '#shared/link-button';
import { LoadFailed } from '#shared/load-failed';
import { MessageResult } from '#shared/message-result';
import { formatYuan } from '#shared/price';
import { usePageTitle } from '#shared/use-page-title';
import { type TRole, useMemberRoleQuery, useRolesQuery } from '../api/roles';
import './vip-page.css';
import '../i18n/register';

function PlanCard({ role, featured, isLogin }: { role: TRole; featured: boolean; isLogin: boolean }) {
  const { t } = useTranslation(['translation', 'commerce']);
  const to = orderPath({ type: GOODS_TYPE.ROLE, id: role.id });
  const perDay = role.expire_days > 0 ? Math.round((role.charge / role.expire_days) * 100) / 100 : null;
  return (
    <li className={`vip-plan${featured ? ' is-featured' : ''}`}>
      {featured && <span className="vip-plan__badge">{t('commerce:vip.featured')}</span>}
      <h2 id={`vip-plan-${role.id}`} className="vip-plan__name">
        {role.name}
      </h2>
      <p className="vip-plan__price">
        <strong>{formatYuan(role.charge)}</strong>
        <span>{t('commerce:vip.perDays', { count: role.expire_days })}</span>
      </p>
      {perDay !== null && <p className="vip-plan__daily">{t('commerce:vip.daily', { amount: perDay })}</p>}
      <ul className="vip-plan__rows">
        {role.desc_rows.map((row) => (
          <li key={row}>
            <CheckOutlined aria-hidden="true" /> {row}
          </li>
        ))}
      </ul>
      <LinkButton
        className="vip-plan__buy"
        type={featured ? 'primary' : 'default'}
        size="large"
        block
        to={isLogin ? to : loginPathFor(to)}
        aria-label={`${t('commerce:vip.buy')} ${role.name}`}
      >
        {t('commerce:vip.buy')}
      </LinkButton>
    </li>
  );
}

/** /vip: the VIP plans, while the site sells VIP (switch vip); otherwise it says VIP is not offered. */
export function VipPage() {
  const { t } = useTranslation(['translation', 'commerce']);
  const gate = useFeatureGate('vip');
  usePageTitle(t('commerce:vip.title'));
  if (gate === 'wait') return <div className="container vip" aria-busy="true" />;
  if (gate === 'off')
    return (
      <div className="container vip">
        <MessageResult
          page
          status="info"
          title={t('commerce:vip.off')}
          text={t('commerce:vip.offText')}
          links={[{ to: '/', label: t('nav.home'), primary: true }]}
        />
      </div>
    );
  return <VipPlans />;
}

/** The plans (GET /api/v2/roles); buying one goes through /order like any goods. */
function VipPlans() {
  const { t } = useTranslation(['translation', 'commerce']);
  const isLogin = useAppSelector((s) => s.loginUser.isLogin);
  const memberKey = useAppSelector((s) => (s.loginUser.isLogin ? `m${s.loginUser.user?.id ?? ''}` : null));
  const roles = useRolesQuery();
  const mine = useMemberRoleQuery(memberKey);
  const list = roles.data ?? [];
  // The longest plan is the one most members pick (best price per day), so it is highlighted.
  const featuredId = list.length > 1 ? [...list].sort((a, b) => b.expire_days - a.expire_days)[0].id : null;

  return (
    <div className="container vip">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('commerce:vip.title') }]} />
      <IconBanner block="vip-hero" icon={<CrownFilled />} titleId="vip-title" title={t('commerce:vip.title')}>
        <p className="vip-hero__intro">{t('commerce:vip.intro')}</p>
        {mine.data && (
          <p className="vip-hero__mine">
            {mine.data.expiredAt
              ? t('commerce:vip.current', { name: mine.data.name, date: mine.data.expiredAt.slice(0, 10) })
              : t('commerce:vip.currentForever', { name: mine.data.name })}
          </p>
        )}
      </IconBanner>
      {roles.isError && (
        <LoadFailed
          title={<h2 className="result-title">{t('commerce:vip.loadFailed')}</h2>}
          onRetry={() => void roles.refetch()}
        />
      )}
      {roles.isPending && (
        <ul className="vip-plans" aria-hidden="true">
          {[0, 1].map((i) => (
            <li key={i} className="vip-plan shimmer" style={{ minHeight: 360 }} />
          ))}
        </ul>
      )}
      {roles.isSuccess && list.length === 0 && (
        <MessageResult status="info" title={t('commerce:vip.empty')} />
      )}
      {list.length > 0 && (
        <ul className="vip-plans">
          {list.map((role) => (
            <PlanCard key={role.id} role={role} featured={role.id === featuredId} isLogin={isLogin} />
          ))}
        </ul>
      )}
    </div>
  );
}
