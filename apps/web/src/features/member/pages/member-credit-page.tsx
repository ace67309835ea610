import { TrophyFilled } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { positiveInt } from '#shared/query-params';
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
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'rules' ? 'rules' : 'records';
  const page = positiveInt(params.get('page')) || 1;
  const balance = useMemberDetailQuery().data?.credit1;

  return (
    <>
      <section className="member-card credit-hero" aria-labelledby="credit-title">
        <span className="credit-hero__icon" aria-hidden="true">
          <TrophyFilled />
        </span>
        <div>
          <h1 id="credit-title" className="credit-hero__label">
            {t('credit.balance')}
          </h1>
          <p className="credit-hero__number">{balance ?? '—'}</p>
        </div>
        <p className="credit-hero__hint">{t('credit.balanceHint')}</p>
      </section>
      <section className="member-card member-card--tabs" aria-label={t('credit.tabsLabel')}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'rules' ? { tab: 'rules' } : {}, { replace: true })}
          items={[
            {
              key: 'records',
              label: t('credit.tabRecords'),
              children: (
                <CreditRecords page={page} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
              ),
            },
            { key: 'rules', label: t('credit.tabRules'), children: <CreditRulesList /> },
          ]}
        />
      </section>
    </>
  );
}
