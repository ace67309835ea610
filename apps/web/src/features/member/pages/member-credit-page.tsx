import { TrophyFilled } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconBanner } from '#shared/icon-banner';
import { useListParams } from '#shared/use-list-params';
import { usePageTitle } from '#shared/use-page-title';
import { useMemberDetailQuery } from '../api/member-detail';
import { CreditRecords } from '../components/credit-records';
import { CreditRulesList } from '../components/credit-rules-list';
import '../lists.css';
import '../i18n/register';

/** /member/credit1-free: tabs 我的积分 (balance and ledger) and 明细规则 (`?tab=rules`). */
export function MemberCreditPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('credit.title'));
  const { params, page, go } = useListParams();
  const tab = params.get('tab') === 'rules' ? 'rules' : 'records';
  const balance = useMemberDetailQuery().data?.credit1;

  return (
    <>
      <IconBanner
        block="credit-hero"
        className="surface member-card"
        icon={<TrophyFilled />}
        titleId="credit-title"
        title={t('credit.balance')}
        aside={<p className="credit-hero__hint">{t('credit.balanceHint')}</p>}
      >
        <p className="credit-hero__number">{balance ?? '—'}</p>
      </IconBanner>
      <section className="surface member-card member-card--tabs" aria-label={t('credit.tabsLabel')}>
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key === 'rules' ? key : undefined }, { replace: true })}
          items={[
            {
              key: 'records',
              label: t('credit.tabRecords'),
              children: <CreditRecords page={page} onPage={(p) => go({ page: p })} />,
            },
            { key: 'rules', label: t('credit.tabRules'), children: <CreditRulesList /> },
          ]}
        />
      </section>
    </>
  );
}
