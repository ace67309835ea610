import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '#shared/breadcrumb';
import { PC_EXAM_PATHS } from '../exam-paths';
import '../i18n/register';

/** 首页 › 考试 › the paper (when known) › where the member is (when given). */
export function ExamBreadcrumb({ paper, here }: { paper?: { id: number; title: string }; here?: string }) {
  const { t } = useTranslation(['translation', 'exams']);
  return (
    <Breadcrumb
      items={[
        { label: t('nav.home'), to: '/' },
        { label: t('exams:title'), to: PC_EXAM_PATHS.papers },
        ...(paper ? [{ label: paper.title, to: PC_EXAM_PATHS.paper(paper.id) }] : []),
        ...(here ? [{ label: here }] : []),
      ]}
    />
  );
}
