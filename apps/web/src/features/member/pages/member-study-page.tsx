import { useTranslation } from 'react-i18next';
import { registerLearningStrings, StudyLists } from '#features/learning';
import { usePageTitle } from '#shared/use-page-title';

// This screen reads `learning.*` keys itself.
registerLearningStrings();

/** /member/study: the study centre's lists inside the member centre (its nav is the layout's). */
export function MemberStudyPage() {
  const { t } = useTranslation('learning');
  usePageTitle(t('study.memberTitle'));
  return (
    <section className="member-card" aria-labelledby="study-title">
      <header className="member-card__head">
        <div>
          <h1 id="study-title" className="member-card__title">
            {t('study.memberTitle')}
          </h1>
          <p className="member-card__sub">{t('study.sub')}</p>
        </div>
      </header>
      <StudyLists />
    </section>
  );
}
