import { Button, Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '#shared/page-loading';
import { usePageTitle } from '#shared/use-page-title';
import { useMemberDetailQuery } from '../api/member-detail';
import { BasicInfo } from '../components/basic-info';
import { FaceVerifyPanel } from '../components/face-verify-panel';
import { ProfileHero } from '../components/profile-hero';
import '../profile.css';
import '../i18n/register';

type ProfileTab = 'basic' | 'verify';

/** /member (用户中心): the profile card, then tabs 基本信息 and 实名认证 (`?tab=verify`). */
export function MemberPage() {
  const { t } = useTranslation(['translation', 'member']);
  usePageTitle(t('member:nav.title'));
  const [params, setParams] = useSearchParams();
  const tab: ProfileTab = params.get('tab') === 'verify' ? 'verify' : 'basic';
  const detail = useMemberDetailQuery();

  if (detail.isPending) return <PageLoading />;
  if (detail.isError) {
    return (
      <section className="surface member-card">
        <Result
          status="warning"
          title={t('member:profile.loadFailed')}
          extra={
            <Button type="primary" onClick={() => void detail.refetch()}>
              {t('app.retry')}
            </Button>
          }
        />
      </section>
    );
  }
  const member = detail.data;
  return (
    <>
      <ProfileHero member={member} />
      <section className="surface member-card member-card--tabs" aria-label={t('member:profile.tabsLabel')}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'verify' ? { tab: 'verify' } : {}, { replace: true })}
          items={[
            { key: 'basic', label: t('member:profile.tabBasic'), children: <BasicInfo member={member} /> },
            {
              key: 'verify',
              label: t('member:profile.tabVerify'),
              children: <FaceVerifyPanel member={member} />,
            },
          ]}
        />
      </section>
    </>
  );
}
