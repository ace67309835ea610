import { GiftOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '#lib/store/app-store';
import { creditRules } from '../credit-rules';
import '#shared/list-page.css';
import '../i18n/register';

/** 明细规则: what earns points, from the site config's credit1_reward. */
export function CreditRulesList() {
  const { t } = useTranslation('member');
  const reward = useAppSelector((s) => s.systemConfig.config?.credit1_reward);
  const rules = creditRules(reward);
  if (rules.length === 0)
    return <Empty className="list-empty list-empty--card" description={t('credit.noRules')} />;
  return (
    <>
      <p className="credit-rules__intro">{t('credit.rulesIntro')}</p>
      <ul className="plain-list credit-rules">
        {rules.map((rule) => (
          <li key={rule.key} className="credit-rule">
            <span className="icon-disc credit-rule__icon" aria-hidden="true">
              <GiftOutlined />
            </span>
            <span className="credit-rule__name">{t(`credit.rules.${rule.key}`)}</span>
            <strong className="credit-rule__value">
              {rule.kind === 'percent'
                ? t('credit.percent', { n: rule.n })
                : t('credit.points', { n: rule.n })}
            </strong>
          </li>
        ))}
      </ul>
    </>
  );
}
