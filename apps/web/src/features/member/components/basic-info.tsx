import type { TMemberDetail } from '@shuyuan/contract/member';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '#lib/store/app-store';
import { maskMobile } from '../profile-facts';
import { useSocialBindReturn } from '../use-social-bind-return';
import { AvatarUploader } from './avatar-uploader';
import { ChangeMobile } from './change-mobile';
import { ChangePassword } from './change-password';
import { NicknameField } from './nickname-field';
import { SocialBinding } from './social-binding';
import '../i18n/register';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="info-row">
      <dt className="info-row__label">{label}</dt>
      <dd className="info-row__value">{children}</dd>
    </div>
  );
}

/**
 * 基本信息: avatar, nickname (once), mobile (masked), the password, and the social logins the site offers
 * (one row each, shown only when the site enables it).
 */
export function BasicInfo({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation('member');
  useSocialBindReturn();
  const socialites = useAppSelector((s) => s.systemConfig.config?.socialites);
  const qq = socialites?.qq === 1;
  const wechat = socialites?.wechat_oauth === 1;
  return (
    <dl className="info-list">
      <Row label={t('profile.avatar')}>
        <div className="info-value">
          <AvatarUploader src={member.avatar} name={member.nick_name} size={56} />
          <span className="info-value__hint">{t('profile.avatarHint')}</span>
        </div>
      </Row>
      <Row label={t('profile.nickname')}>
        <NicknameField nickname={member.nick_name} canChange={member.is_set_nickname === 0} />
      </Row>
      <Row label={t('profile.mobile')}>
        {member.is_bind_mobile === 1 ? (
          <div className="info-value">
            <span className="info-value__main">{maskMobile(member.mobile)}</span>
            <ChangeMobile mobile={member.mobile} />
          </div>
        ) : (
          <div className="info-value">
            <span className="info-value__hint">{t('profile.mobileUnbound')}</span>
            <Link to="/bind-mobile">{t('profile.bindMobile')}</Link>
          </div>
        )}
      </Row>
      <Row label={t('profile.password')}>
        <div className="info-value">
          <span className={member.is_password_set === 1 ? 'info-value__main' : 'info-value__hint'}>
            {member.is_password_set === 1 ? t('profile.passwordSet') : t('profile.passwordUnset')}
          </span>
          <ChangePassword
            mobile={member.mobile}
            hasMobile={member.is_bind_mobile === 1}
            hasPassword={member.is_password_set === 1}
          />
        </div>
      </Row>
      {qq && (
        <Row label={t('profile.qq')}>
          <SocialBinding app="qq" bound={member.is_bind_qq === 1} />
        </Row>
      )}
      {wechat && (
        <Row label={t('profile.wechat')}>
          <SocialBinding app="wechat" bound={member.is_bind_wechat === 1} />
        </Row>
      )}
    </dl>
  );
}
