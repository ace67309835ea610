import { PlusOutlined } from '@ant-design/icons';
import { MAX_SUB_QUESTIONS, SUB_QUESTION_TYPES, type TQuestionType } from '@shuyuan/contract/exam-questions';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequired } from '../../use-required';
import { AnswerFields, defaultAnswer } from './answer-fields';
import { useExamCategoryOptions } from './use-exam-categories';
import './i18n/register';

/*
 * The question form: the type (fixed once saved), the category, the stem, the type's own editor, then
 * difficulty, score, tags and the explanation. A composite lists its sub-questions, each with the same
 * editor (no composite inside a composite).
 */

type Path = (string | number)[];

function useTypeOptions(types: readonly TQuestionType[]) {
  const { t } = useTranslation('admin-exams');
  return types.map((value) => ({ value, label: t(`types.${value}`) }));
}

/** Difficulty, score (a composite's is its sub-questions' sum), tags and explanation. */
function CommonFields({ prefix, withScore }: { prefix: Path; withScore: boolean }) {
  const { t } = useTranslation('admin-exams');
  const levels = [1, 2, 3, 4, 5].map((value) => ({
    value,
    label: t(`difficulties.${value}` as 'difficulties.1'),
  }));
  return (
    <>
      <Space size={16} wrap>
        <Form.Item name={[...prefix, 'difficulty']} label={t('questions.difficulty')}>
          <Select options={levels} style={{ width: 140 }} />
        </Form.Item>
        {withScore && (
          <Form.Item name={[...prefix, 'score']} label={t('questions.score')}>
            <InputNumber min={1} max={100} />
          </Form.Item>
        )}
        <Form.Item name={[...prefix, 'tags']} label={t('questions.tags')}>
          <Select mode="tags" open={false} style={{ width: 320 }} />
        </Form.Item>
      </Space>
      <Form.Item name={[...prefix, 'explanation']} label={t('questions.explanation')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
    </>
  );
}

/** One sub-question of a composite, at `index` of its children. */
function SubQuestion({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('admin-exams');
  const form = Form.useFormInstance();
  const watchPath = ['children', index];
  const type: TQuestionType = Form.useWatch([...watchPath, 'type']) ?? 'single';
  const types = useTypeOptions(SUB_QUESTION_TYPES);
  return (
    <Card
      size="small"
      title={t('questions.childN', { n: index + 1 })}
      extra={
        <Button type="link" danger size="small" onClick={onRemove}>
          {t('questions.remove')}
        </Button>
      }
      style={{ marginBottom: 12 }}
    >
      <Form.Item name={[index, 'id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[index, 'type']} label={t('questions.type')}>
        <Select
          options={types}
          style={{ width: 160 }}
          onChange={(next: TQuestionType) =>
            form.setFieldValue([...watchPath, 'answer'], defaultAnswer(next))
          }
        />
      </Form.Item>
      <Form.Item name={[index, 'stem']} label={t('questions.stem')} required>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <AnswerFields type={type} prefix={[index]} watchPath={watchPath} />
      <CommonFields prefix={[index]} withScore />
    </Card>
  );
}

export const newSubQuestion = () => ({
  type: 'single',
  stem: '',
  options: ['', ''],
  answer: 0,
  difficulty: 3,
  score: 2,
  tags: [],
  explanation: '',
});

function SubQuestions() {
  const { t } = useTranslation('admin-exams');
  return (
    <Form.List name="children">
      {(fields, { add, remove }) => (
        <Form.Item label={t('questions.children')} required>
          {fields.map((field) => (
            <SubQuestion key={field.key} index={field.name} onRemove={() => remove(field.name)} />
          ))}
          {fields.length < MAX_SUB_QUESTIONS && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newSubQuestion())}>
              {t('questions.addChild')}
            </Button>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}

export function QuestionFields({ saved }: { saved: boolean }) {
  const { t } = useTranslation('admin-exams');
  const required = useRequired();
  const form = Form.useFormInstance();
  const categories = useExamCategoryOptions();
  const type: TQuestionType = Form.useWatch('type') ?? 'single';
  const types = useTypeOptions(['single', 'multiple', 'judge', 'fill', 'short', 'composite']);
  const switchTo = (next: TQuestionType) => {
    form.setFieldValue('answer', defaultAnswer(next));
    if (next === 'composite' && !(form.getFieldValue('children') ?? []).length)
      form.setFieldValue('children', [newSubQuestion()]);
  };
  return (
    <>
      <Space size={16} wrap>
        <Form.Item name="type" label={t('questions.type')}>
          <Select options={types} style={{ width: 160 }} disabled={saved} onChange={switchTo} />
        </Form.Item>
        <Form.Item
          name="category_id"
          label={t('questions.category')}
          rules={required(t('questions.category'))}
        >
          <Select options={categories.options} style={{ width: 280 }} showSearch optionFilterProp="label" />
        </Form.Item>
      </Space>
      <Form.Item
        name="stem"
        label={type === 'composite' ? t('questions.passage') : t('questions.stem')}
        rules={required(type === 'composite' ? t('questions.passage') : t('questions.stem'))}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
      </Form.Item>
      {type === 'composite' ? <SubQuestions /> : <AnswerFields type={type} prefix={[]} watchPath={[]} />}
      <CommonFields prefix={[]} withScore={type !== 'composite'} />
    </>
  );
}
