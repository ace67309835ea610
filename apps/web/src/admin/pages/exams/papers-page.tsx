import {
  adminCreateExamPaper,
  adminDeleteExamPaper,
  adminListExamPapers,
  adminUpdateExamPaper,
} from '@shuyuan/contract/admin-exam-papers';
import { Badge, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../kit/list-page';
import { RowButton } from '../../kit/row-actions';
import { PaperFields, paperToBody, paperToForm } from './paper-fields';
import { PAPERS_KEY } from './paper-queries';
import { PublishButton } from './publish-button';
import { useExamCategoryOptions } from './use-exam-categories';
import './i18n/register';
import { formatDateTime } from '#shared/time';

/**
 * /admin/exam/papers: the papers with their totals, limits and state; filters by category (with its
 * sub-categories), title and state; the settings dialog; 发布/下架; 试题 and 阅卷 lead to the paper's pages.
 */
export function PapersPage() {
  const { t } = useTranslation('admin-exams');
  const navigate = useNavigate();
  const categories = useExamCategoryOptions();
  const unlimited = (n: number, key: 'papers.minutes' | 'papers.times') =>
    n === 0 ? t('papers.unlimited') : t(key, { n });
  return (
    <ListPage
      title={t('papers.page')}
      list={adminListExamPapers}
      queryKey={PAPERS_KEY}
      filters={[
        categories.filter(t('papers.category')),
        { kind: 'search', name: 'keywords', placeholder: t('papers.search'), width: 220 },
        {
          kind: 'select',
          name: 'is_published',
          placeholder: t('papers.state'),
          width: 140,
          options: [
            { value: '1', label: t('papers.published') },
            { value: '0', label: t('papers.unpublished') },
          ],
        },
      ]}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        {
          title: t('papers.title'),
          key: 'title',
          render: (_, p) => <Link to={`/admin/exam/papers/${p.id}`}>{p.title}</Link>,
        },
        {
          title: t('papers.category'),
          key: 'category',
          width: 140,
          render: (_, p) => (p.category_id ? categories.nameOf(p.category_id) : t('papers.noCategory')),
        },
        { title: t('papers.questions'), dataIndex: 'questions_count', width: 80 },
        {
          title: t('papers.scores'),
          key: 'scores',
          width: 120,
          render: (_, p) => `${p.total_score} / ${p.pass_score}`,
        },
        {
          title: t('papers.timeLimit'),
          key: 'time',
          width: 100,
          render: (_, p) => unlimited(p.time_limit, 'papers.minutes'),
        },
        {
          title: t('papers.tryTimes'),
          key: 'tries',
          width: 90,
          render: (_, p) => unlimited(p.try_times, 'papers.times'),
        },
        {
          title: t('papers.state'),
          key: 'state',
          width: 90,
          render: (_, p) =>
            p.is_published ? (
              <Tag color="success">{t('papers.published')}</Tag>
            ) : (
              <Tag>{t('papers.unpublished')}</Tag>
            ),
        },
        {
          title: t('papers.grading'),
          key: 'grading',
          width: 120,
          render: (_, p) =>
            p.grading_count > 0 ? (
              <Link to={`/admin/exam/papers/${p.id}/grading`}>
                <Badge status="warning" text={t('papers.waiting', { count: p.grading_count })} />
              </Link>
            ) : (
              <Typography.Text type="secondary">{t('papers.noneWaiting')}</Typography.Text>
            ),
        },
        {
          title: t('papers.created'),
          dataIndex: 'created_at',
          width: 150,
          render: (v: number) => formatDateTime(v),
        },
      ]}
      rowActions={{
        width: 220,
        render: (p) => (
          <>
            <RowButton onClick={() => navigate(`/admin/exam/papers/${p.id}`)}>
              {t('papers.editQuestions')}
            </RowButton>
            <PublishButton paper={p} inRow />
          </>
        ),
      }}
      remove={{ endpoint: adminDeleteExamPaper, confirm: t('papers.confirmDelete') }}
      editor={{
        create: adminCreateExamPaper,
        update: adminUpdateExamPaper,
        noun: t('papers.noun'),
        width: 860,
        toForm: paperToForm,
        toBody: (v) => paperToBody(v),
        fields: () => <PaperFields />,
      }}
    />
  );
}
