import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toastSuccess } from '#lib/notify';
import { readToken, removeLocal, StorageKey } from '#lib/storage';
import { useAppSelector } from '#lib/store/app-store';
import { usePageTitle } from '#shared/use-page-title';
import { bindMemberMobile } from '../api/mobile-binding';
import { NewMobileForm } from '../components/new-mobile-form';
import { safeRedirectTarget } from '../redirect-target';
import { useRefreshMember } from '../use-refresh-member';
import { PendingStepCard } from './pending-step-card';
import '../i18n/register';

/**
 * /bind-mobile: a member without a mobile binds one (POST /api/v2/member/detail/mobile, SMS scene
 * mobile_bind), then goes on to /face-check when that is owed too, else to `redirect` or home (spec §4).
 */
export function BindMobilePage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('bindMobilePage.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refreshMember = useRefreshMember();
  // The token decides (the member detail may still be loading at start-up).
  useAppSelector((s) => s.loginUser.isLogin);
  const loggedIn = readToken() !== null;

  const submit = async (mobile: string, mobileCode: string) => {
    await bindMemberMobile(mobile, mobileCode);
    toastSuccess(t('bind.success'));
    removeLocal(StorageKey.bindMobile);
    const redirect = params.get('redirect');
    const { facePending } = await refreshMember().catch(() => ({ facePending: false }));
    if (facePending)
      navigate(`/face-check${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`, {
        replace: true,
      });
    else navigate(safeRedirectTarget(redirect), { replace: true });
  };

  return (
    <PendingStepCard
      title={t('bindMobilePage.title')}
      lead={t('bindMobilePage.lead')}
      needLogin={t('bindMobilePage.needLogin')}
      loggedIn={loggedIn}
    >
      <NewMobileForm name="bind-mobile" submitText={t('bind.submit')} onSubmit={submit} />
    </PendingStepCard>
  );
}
