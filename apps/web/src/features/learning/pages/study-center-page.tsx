import { useTranslation } from 'react-i18next';
import { PageHead } from '#shared/page-head';
import { usePageTitle } from '#shared/use-page-title';
import { StudyLists } from '../components/study-lists';
import '../components/study-lists.css';
import '../i18n/register';

/** /study-center (upstream 我的学习 from the header): the three course lists with progress. */
export function StudyCenterPage() {
  const { t } = useTranslation('learning');
  usePageTitle(t('study.title'));
  return (
    <div className="container study-page">
      <PageHead title={t('study.title')} intro={t('study.sub')} />
      <section className="surface study-card" aria-label={t('study.title')}>
        <StudyLists />
      </section>
    </div>
  );
}
