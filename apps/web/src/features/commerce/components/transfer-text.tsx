import { useTranslation } from 'react-i18next';
import './pay-method-picker.css';
import '../i18n/register';

/** Hand pay (线下转账): the administrator's instructions as plain text; the order waits for them to confirm. */
export function TransferText({ text, headingLevel = 3 }: { text: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('commerce');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="pay-transfer">
      <Heading className="pay-transfer__title">{t('pay.transferTitle')}</Heading>
      <p className="pay-transfer__text">{text}</p>
      <p className="pay-transfer__hint">{t('pay.transferHint')}</p>
    </div>
  );
}
