import { useTranslation } from 'react-i18next';
import { MessageResult } from './message-result';
import { usePageTitle } from './use-page-title';
import './system-page.css';

/** Any path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="container system-page">
      <MessageResult
        status="404"
        page
        title={t('notFound.title')}
        text={t('notFound.text')}
        links={[
          { to: '/', label: t('app.backHome'), primary: true },
          { to: '/courses', label: t('notFound.browse') },
        ]}
      />
    </div>
  );
}
