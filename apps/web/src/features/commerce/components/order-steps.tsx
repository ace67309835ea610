import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './order-steps.css';
import '../i18n/register';

const STEPS = ['confirm', 'pay', 'done'] as const;

/** 确认订单 → 支付 → 完成, with the current step marked for assistive tech too. */
export function OrderSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation('commerce');
  return (
    <ol className="order-steps" aria-label={t('steps.label')}>
      {STEPS.map((key, i) => {
        const state = i < current ? 'is-done' : i === current ? 'is-current' : '';
        return (
          <li
            key={key}
            className={`order-steps__item ${state}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="order-steps__dot" aria-hidden="true">
              {i < current ? <CheckOutlined /> : i + 1}
            </span>
            <span className="order-steps__label">{t(`steps.${key}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
