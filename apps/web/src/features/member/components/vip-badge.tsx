import { CrownFilled } from '@ant-design/icons';
import type { TMemberDetail } from '@shuyuan/contract/member';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeature } from '#lib/store/features';
import { vipState } from '../profile-facts';
import '../i18n/register';

/** The VIP badge with its expiry, or 普通学员 with a way to join while the site sells VIP (switch vip). */
export function VipBadge({ member }: { member: Pick<TMemberDetail, 'role' | 'role_expired_at'> }) {
  const { t } = useTranslation('member');
  const sellsVip = useFeature('vip');
  const vip = vipState(member);
  if (vip.kind === 'none') {
    return (
      <span className="vip-line">
        <span className="vip-badge vip-badge--none">{t('profile.vipNone')}</span>
        {sellsVip && (
          <Link to="/vip" className="vip-line__action">
            {t('profile.vipJoin')}
          </Link>
        )}
      </span>
    );
  }
  const active = vip.kind === 'active';
  return (
    <span className="vip-line">
      <span className={active ? 'vip-badge' : 'vip-badge vip-badge--expired'}>
        <CrownFilled aria-hidden="true" /> {vip.name}
      </span>
      {active && vip.until && (
        <span className="vip-line__until">{t('profile.vipUntil', { date: vip.until })}</span>
      )}
      {!active && <span className="vip-line__until">{t('profile.vipExpired', { date: vip.on })}</span>}
      {sellsVip && (
        <Link to="/vip" className="vip-line__action">
          {t('profile.vipRenew')}
        </Link>
      )}
    </span>
  );
}
