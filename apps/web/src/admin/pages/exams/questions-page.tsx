import {
  adminCreateQuestion,
  adminDeleteQuestion,
  adminDeleteQuestions,
  adminListQuestions,
  adminUpdateQuestion,
  type TAdminQuestion,
} from '@shuyuan/contract/admin-exams';
import { QUESTION_TYPES } from '@shuyuan/contract/exam-questions';
import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { ListPage } from '../../kit/list-page';
import { plainText } from './paper-queries';
import { QuestionFields } from './question-fields';
import { useExamCategoryOptions } from './use-exam-categories';
import './i18n/register';
import { STEM_COLUMN_WIDTH } from './stem-column';

export const QUESTIONS_KEY = ['admin', 'exam-questions'] as const;

function BulkDelete({ rows, clear }: { rows: TAdminQuestion[]; clear: () => void }) {
  const { t } = useTranslation('admin-exams');
  const remove = useAdminWrite(adminDeleteQuestions, [QUESTIONS_KEY], t('questions.deleted'));
  const ids = rows.map((r) => r.id);
  return (
    <Popconfirm
      title={t('questions.confirmDeleteAll', { count: ids.length })}
      onConfirm={() => remove.mutate({ body: { ids } }, { onSuccess: clear })}
    >
      <Button danger disabled={remove.isPending}>
        {t('questions.deleteAll')}
      </Button>
    </Popconfirm>
  );
}

const NEW_QUESTION = {
  type: 'single',
  options: ['', ''],
  answer: 0,
  difficulty: 3,
  score: 2,
  partial_score: 0,
  tags: [],
  explanation: '',
};

/** The question bank: filters by category, type, difficulty, stem and tag; one editor for every type. */
export function QuestionsPage() {
  const { t } = useTranslation('admin-exams');
  const categories = useExamCategoryOptions();
  const types = QUESTION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));
  const levels = [1, 2, 3, 4, 5].map((value) => ({
    value,
    label: t(`difficulties.${value}` as 'difficulties.1'),
  }));
  return (
    <ListPage
      title={t('questions.page')}
      list={adminListQuestions}
      queryKey={QUESTIONS_KEY}
      filters={[
        categories.filter(t('questions.category')),
        { kind: 'select', name: 'type', placeholder: t('questions.type'), width: 140, options: types },
        {
          kind: 'select',
          name: 'difficulty',
          placeholder: t('questions.difficulty'),
          width: 140,
          options: levels,
        },
        { kind: 'search', name: 'keywords', placeholder: t('questions.search'), width: 220 },
        { kind: 'search', name: 'tag', placeholder: t('questions.tag'), width: 160 },
      ]}
      selection={{ actions: (rows, clear) => <BulkDelete rows={rows} clear={clear} /> }}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        {
          title: t('questions.type'),
          key: 'type',
          width: 110,
          render: (_, q) => <Tag>{t(`types.${q.type}`)}</Tag>,
        },
        {
          title: t('questions.stem'),
          key: 'stem',
          width: STEM_COLUMN_WIDTH,
          ellipsis: true,
          render: (_, q) =>
            q.type === 'composite'
              ? `${plainText(q.stem)}（${t('questions.childCount', { count: q.children.length })}）`
              : plainText(q.stem),
        },
        {
          title: t('questions.category'),
          key: 'c',
          width: 160,
          render: (_, q) => categories.nameOf(q.category_id),
        },
        { title: t('questions.difficulty'), dataIndex: 'difficulty', width: 80 },
        { title: t('questions.score'), dataIndex: 'score', width: 70 },
        {
          title: t('questions.tags'),
          key: 'tags',
          width: 180,
          render: (_, q) => q.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
        },
      ]}
      remove={{ endpoint: adminDeleteQuestion }}
      editor={{
        create: adminCreateQuestion,
        update: adminUpdateQuestion,
        noun: t('questions.noun'),
        width: 860,
        toForm: (q) => q ?? NEW_QUESTION,
        fields: (q) => <QuestionFields saved={q !== null} />,
      }}
    />
  );
}
