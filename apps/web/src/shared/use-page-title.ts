import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '#lib/store/app-store';

/** Sets document.title to "<page> - <site name>". */
export function usePageTitle(title?: string) {
  const { t } = useTranslation();
  const siteName = useAppSelector((s) => s.systemConfig.config?.name) || t('app.name');
  useEffect(() => {
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
}
