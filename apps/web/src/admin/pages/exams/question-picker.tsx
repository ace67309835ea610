import { adminListQuestions, type TAdminQuestion } from '@shuyuan/contract/admin-exams';
import { QUESTION_TYPES } from '@shuyuan/contract/exam-questions';
import { Button, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListFilters } from '../../kit/list-filters';
import { useListQuery } from '../../kit/list-source';
import { ListTable } from '../../kit/list-table';
import { plainText } from './paper-queries';
import { QUESTIONS_KEY } from './questions-page';
import { useExamCategoryOptions } from './use-exam-categories';
import './i18n/register';
import { STEM_COLUMN_WIDTH } from './stem-column';

/**
 * The bank in a dialog: the question list's filters (category with its sub-categories, type, difficulty,
 * stem words), ticks, and 添加所选, which hands the ticked questions to the paper's list. A question the paper
 * holds already cannot be ticked again (the server refuses repeats). Drawn only while open, so the bank is
 * read when asked for.
 */
export function QuestionPicker({
  held,
  onAdd,
  onClose,
}: {
  /** The ids on the paper (saved or not). */
  held: Set<number>;
  onAdd: (questions: TAdminQuestion[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-exams');
  const categories = useExamCategoryOptions();
  const list = useListQuery({ list: adminListQuestions, queryKey: [...QUESTIONS_KEY, 'pick'], pageSize: 10 });
  const types = QUESTION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));
  const levels = [1, 2, 3, 4, 5].map((value) => ({
    value,
    label: t(`difficulties.${value}` as 'difficulties.1'),
  }));
  return (
    <Modal
      open
      title={t('picker.title')}
      width={900}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('picker.close')}</Button>}
      destroyOnHidden
    >
      <ListFilters
        values={list.filter}
        set={list.setFilter}
        filters={[
          {
            kind: 'select',
            name: 'category_id',
            placeholder: t('questions.category'),
            width: 180,
            options: categories.options,
          },
          { kind: 'select', name: 'type', placeholder: t('questions.type'), width: 120, options: types },
          {
            kind: 'select',
            name: 'difficulty',
            placeholder: t('questions.difficulty'),
            width: 120,
            options: levels,
          },
          { kind: 'search', name: 'keywords', placeholder: t('questions.search'), width: 200 },
        ]}
      />
      <ListTable<TAdminQuestion>
        list={list}
        table={{ size: 'small' }}
        selection={{
          disabled: (q) => held.has(q.id),
          actions: (rows, clear) => (
            <Button
              type="primary"
              onClick={() => {
                onAdd(rows.filter((q) => !held.has(q.id)));
                clear();
              }}
            >
              {t('picker.addPicked', { count: rows.length })}
            </Button>
          ),
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 64 },
          {
            title: t('questions.type'),
            key: 'type',
            width: 90,
            render: (_, q) => <Tag>{t(`types.${q.type}`)}</Tag>,
          },
          {
            title: t('questions.stem'),
            key: 'stem',
            width: STEM_COLUMN_WIDTH,
            ellipsis: true,
            render: (_, q) => (
              <>
                {held.has(q.id) && <Tag color="blue">{t('picker.held')}</Tag>}
                {plainText(q.stem)}
              </>
            ),
          },
          {
            title: t('questions.category'),
            key: 'c',
            width: 130,
            render: (_, q) => categories.nameOf(q.category_id),
          },
          { title: t('questions.difficulty'), dataIndex: 'difficulty', width: 64 },
          { title: t('questions.score'), dataIndex: 'score', width: 64 },
        ]}
      />
    </Modal>
  );
}
