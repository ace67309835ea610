import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageResult } from '#shared/message-result';
import { usePageTitle } from '#shared/use-page-title';
import '#shared/system-page.css';

/** /error?msg=… — the message is shown as text, never as HTML. */
export function ErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t('error.title'));
  const [params] = useSearchParams();
  const msg = params.get('msg')?.slice(0, 300) || t('error.defaultMsg');
  return (
    <div className="container system-page">
      <MessageResult
        status="error"
        page
        title={t('error.title')}
        text={<span role="alert">{msg}</span>}
        links={[{ to: '/', label: t('app.backHome'), primary: true }]}
      />
    </div>
  );
}
