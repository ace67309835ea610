import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UnderConstruction } from '../../../shared/under-construction';

export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keywords = params.get('keywords')?.trim();
  return (
    <UnderConstruction
      page="search"
      extra={keywords ? <p className="uc__text">{t('uc.keywords', { keywords })}</p> : undefined}
    />
  );
}
