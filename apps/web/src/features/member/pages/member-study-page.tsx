import { useTranslation } from 'react-i18next';
import { registerLearningStrings, StudyLists } from '#features/learning';
import { usePageTitle } from '#shared/use-page-title';
import { MemberCardHead } from '../components/member-card-head';

// This screen reads `learning.*` keys itself.
registerLearningStrings();

/** /member/study: the study centre's lists inside the member centre (its nav is the layout's). */
export function MemberStudyPage() {
  const { t } = useTranslation('learning');
  usePageTitle(t('study.memberTitle'));
  return (
    <section className="surface member-card" aria-labelledby="study-title">
      <MemberCardHead id="study-title" title={t('study.memberTitle')} sub={t('study.sub')} />
      <StudyLists />
    </section>
  );
}
