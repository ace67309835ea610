import { useTranslation } from 'react-i18next';
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
      <header className="page-head">
        <h1 className="page-head__title">{t('study.title')}</h1>
        <p className="page-head__intro">{t('study.sub')}</p>
      </header>
      <section className="study-card" aria-label={t('study.title')}>
        <StudyLists />
      </section>
    </div>
  );
}
