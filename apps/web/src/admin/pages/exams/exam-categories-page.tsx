import {
  adminCreateExamCategory,
  adminDeleteExamCategory,
  adminListExamCategories,
  adminUpdateExamCategory,
} from '@shuyuan/contract/admin-exams';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../kit/list-page';
import { useRequired } from '../../use-required';
import { EXAM_CATEGORIES_KEY, useExamCategoryOptions } from './use-exam-categories';
import './i18n/register';

/** The question bank's categories: two levels, all on one page. */
export function ExamCategoriesPage() {
  const { t } = useTranslation('admin-exams');
  const required = useRequired();
  const categories = useExamCategoryOptions();
  return (
    <ListPage
      title={t('categories.page')}
      list={adminListExamCategories}
      queryKey={EXAM_CATEGORIES_KEY}
      pageSize={false}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: t('categories.name'), key: 'n', render: (_, c) => (c.parent_id ? `└ ${c.name}` : c.name) },
        {
          title: t('categories.parent'),
          key: 'p',
          width: 200,
          render: (_, c) => (c.parent_id ? categories.nameOf(c.parent_id) : t('categories.top')),
        },
        { title: t('categories.questions'), dataIndex: 'questions_count', width: 100 },
        { title: t('categories.sort'), dataIndex: 'sort', width: 80 },
      ]}
      remove={{ endpoint: adminDeleteExamCategory, confirm: t('categories.confirmDelete') }}
      editor={{
        create: adminCreateExamCategory,
        update: adminUpdateExamCategory,
        noun: t('categories.noun'),
        toForm: (c) => c ?? { name: '', parent_id: 0, sort: 0 },
        fields: (c) => (
          <>
            <Form.Item name="name" label={t('categories.name')} rules={required(t('categories.name'))}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="parent_id" label={t('categories.parent')}>
              <Select
                options={[
                  { value: 0, label: t('categories.top') },
                  ...categories.topLevel.filter((o) => o.value !== c?.id),
                ]}
              />
            </Form.Item>
            <Form.Item name="sort" label={t('categories.sort')}>
              <InputNumber min={0} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
