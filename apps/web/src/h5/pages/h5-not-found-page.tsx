import { H5Empty } from '../components/h5-empty';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';

/** An /h5 address the mobile site does not have. */
export function H5NotFoundPage() {
  const { t } = useH5Translation();
  return (
    <H5Screen title={t('notFound.title')} back="/h5">
      <H5Empty text={t('notFound.text')} link={{ to: '/h5', label: t('app.backHome') }} />
    </H5Screen>
  );
}
