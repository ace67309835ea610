import type { TMemberDetail } from '@shuyuan/contract/member';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '#shared/time';
import { AvatarUploader } from './avatar-uploader';
import { DestroyAccount } from './destroy-account';
import { VipBadge } from './vip-badge';
import './profile-hero.css';
import '../i18n/register';

/** Smaller on phones, where the card is one column. */
const HERO_AVATAR = { xs: 72, sm: 72, md: 96, lg: 96, xl: 96, xxl: 96 };

/** The top card of /member: avatar (uploadable), name, VIP, joined date, credit1, 注销账号. */
export function ProfileHero({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation('member');
  return (
    <section className="surface member-card profile-hero" aria-labelledby="profile-name">
      <AvatarUploader src={member.avatar} name={member.nick_name} size={HERO_AVATAR} />
      <div className="profile-hero__who">
        <h1 id="profile-name" className="profile-hero__name">
          {member.nick_name}
        </h1>
        <VipBadge member={member} />
        <p className="profile-hero__joined">{t('profile.joined', { date: formatDate(member.created_at) })}</p>
      </div>
      <Link to="/member/credit1-free" className="profile-hero__stat">
        <strong className="profile-hero__number">{member.credit1}</strong>
        <span className="profile-hero__stat-label">{t('profile.credit1')}</span>
      </Link>
      <div className="profile-hero__corner">
        <DestroyAccount />
      </div>
    </section>
  );
}
