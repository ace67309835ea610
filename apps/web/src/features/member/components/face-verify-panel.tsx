import { SafetyCertificateFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TMemberDetail } from '@shuyuan/contract/member';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '#shared/link-button';
import '../i18n/register';

/** 实名认证: the verified (masked) name and id number, or a way to /face-check and back here. */
export function FaceVerifyPanel({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation('member');
  if (member.is_face_verify) {
    return (
      <div className="verify-panel verify-panel--done">
        <SafetyCertificateFilled className="verify-panel__icon" aria-hidden="true" />
        <div>
          <h3 className="verify-panel__title">{t('profile.verifyDone')}</h3>
          <dl className="verify-panel__facts">
            <div>
              <dt>{t('profile.verifyName')}</dt>
              <dd>{member.profile_real_name}</dd>
            </div>
            <div>
              <dt>{t('profile.verifyId')}</dt>
              <dd>{member.profile_id_number}</dd>
            </div>
          </dl>
        </div>
      </div>
    );
  }
  return (
    <div className="verify-panel">
      <SafetyCertificateOutlined className="verify-panel__icon" aria-hidden="true" />
      <div>
        <h3 className="verify-panel__title">{t('profile.verifyPending')}</h3>
        <p className="verify-panel__text">{t('profile.verifyText')}</p>
        <LinkButton type="primary" to={`/face-check?redirect=${encodeURIComponent('/member?tab=verify')}`}>
          {t('profile.verifyStart')}
        </LinkButton>
      </div>
    </div>
  );
}
