import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromoCodeState } from '../use-promo-code';
import './promo-code-field.css';
import '../i18n/register';

/** 优惠码 + 验证; the verdict is announced (此优惠码无效 / 此优惠码有效，已减免N元). */
export function PromoCodeField({ promo, discount }: { promo: PromoCodeState; discount: number }) {
  const { t } = useTranslation('commerce');
  const id = useId();
  const invalid = promo.status === 'invalid';
  return (
    <div className="promo">
      <label htmlFor={id} className="visually-hidden">
        {t('order.promo')}
      </label>
      <div className="promo__row">
        <Input
          id={id}
          size="large"
          value={promo.input}
          maxLength={64}
          allowClear
          autoComplete="off"
          placeholder={t('order.promoPlaceholder')}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-verdict`}
          onChange={(e) => promo.setInput(e.target.value)}
          onPressEnter={() => void promo.check()}
        />
        {/* autoInsertSpace off: antd would show the two-character 验证 as 验 证 and name it so. */}
        <Button
          size="large"
          autoInsertSpace={false}
          loading={promo.status === 'checking'}
          disabled={!promo.input.trim()}
          onClick={() => void promo.check()}
        >
          {t('order.promoCheck')}
        </Button>
      </div>
      <p id={`${id}-verdict`} className={`promo__verdict is-${promo.status}`} role="status">
        {promo.status === 'valid' && (
          <>
            <CheckCircleFilled aria-hidden="true" /> {t('order.promoValid', { amount: discount })}
          </>
        )}
        {invalid && (
          <>
            <CloseCircleFilled aria-hidden="true" /> {t('order.promoInvalid')}
          </>
        )}
        {promo.status === 'idle' && t('order.promoHint')}
      </p>
    </div>
  );
}
