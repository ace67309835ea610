import { AlipayCircleFilled, BankOutlined, ExperimentOutlined, WechatFilled } from '@ant-design/icons';
import type { TPayChannel } from '@shuyuan/contract/payments';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentOption } from '../api/payment-options';
import './pay-method-picker.css';
import '../i18n/register';

const ICONS: Record<TPayChannel, ReactNode> = {
  alipay: <AlipayCircleFilled />,
  wechat: <WechatFilled />,
  handpay: <BankOutlined />,
  sandbox: <ExperimentOutlined />,
};

/** The channel's mark, decorative (its name is always beside it). */
export const ChannelIcon = ({ sign }: { sign: TPayChannel }) => (
  <span className={`pay-method__icon pay-method__icon--${sign}`} aria-hidden="true">
    {ICONS[sign]}
  </span>
);

/** The channel's name in the page's language (the server's `name` is MeEdu's Chinese one). */
export function useChannelName() {
  const { t } = useTranslation('commerce');
  return (sign: TPayChannel) => t(`pay.channels.${sign}`);
}

/**
 * The offered methods as radio cards in a fieldset named 支付方式: native radios, so arrow keys move the
 * choice and screen readers announce it. `layout="list"` stacks them (the phone's sheet).
 */
export function PayMethodPicker({
  options,
  value,
  onChange,
  layout = 'cards',
  disabled = false,
}: {
  options: readonly PaymentOption[];
  value: TPayChannel | null;
  onChange: (option: PaymentOption) => void;
  layout?: 'cards' | 'list';
  disabled?: boolean;
}) {
  const { t } = useTranslation('commerce');
  const name = useId();
  const channelName = useChannelName();
  return (
    <fieldset className={`pay-methods pay-methods--${layout}`} disabled={disabled}>
      <legend className="pay-methods__legend">{t('pay.methods')}</legend>
      <div className="pay-methods__options">
        {options.map((o) => (
          <label key={o.sign} className="pay-method">
            <input
              type="radio"
              className="pay-method__input"
              name={name}
              value={o.sign}
              checked={value === o.sign}
              onChange={() => onChange(o)}
            />
            <ChannelIcon sign={o.sign} />
            <span className="pay-method__name">{channelName(o.sign)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
