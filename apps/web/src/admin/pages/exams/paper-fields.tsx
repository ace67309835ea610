import type { TAdminExamPaper, TExamPaperInput } from '@shuyuan/contract/admin-exam-papers';
import { SHOW_ANSWERS_AFTER } from '@shuyuan/contract/exam-papers';
import { DatePicker, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useRequired } from '../../use-required';
import { HtmlField } from '../settings/html-field';
import { useExamCategoryOptions } from './use-exam-categories';
import './i18n/register';

/*
 * The paper's settings form: every field of the contract's ExamPaperInput. Questions are set on the paper's
 * own page; the totals, the published state and the counts are the server's.
 */

type Values = Record<string, unknown>;
const TIMES = ['starts_at', 'ends_at'] as const;

/** A new paper's settings (also the console tests' base paper). */
export const NEW_PAPER = {
  category_id: 0,
  title: '',
  description: '',
  time_limit: 0,
  pass_score: 0,
  try_times: 0,
  starts_at: null,
  ends_at: null,
  charge: 0,
  is_vip_free: false,
  shuffle_questions: false,
  shuffle_options: false,
  show_answers_after: 'graded',
} satisfies TExamPaperInput;

/** A saved paper → the form (times as the pickers' dayjs); null → a new paper's defaults. */
export function paperToForm(p: TAdminExamPaper | null): Values {
  if (!p) return NEW_PAPER;
  const values: Values = Object.fromEntries(Object.keys(NEW_PAPER).map((k) => [k, p[k as keyof typeof p]]));
  for (const k of TIMES) values[k] = p[k] === null ? null : dayjs(p[k]);
  return values;
}

/** The form → the request body: exactly the contract's fields, a cleared number as 0, a cleared time as null. */
export function paperToBody(v: Values): TExamPaperInput {
  const num = (k: string) => (typeof v[k] === 'number' ? (v[k] as number) : 0);
  const time = (k: string) => (v[k] ? (v[k] as Dayjs).valueOf() : null);
  return {
    category_id: num('category_id'),
    title: String(v.title ?? ''),
    description: String(v.description ?? ''),
    time_limit: num('time_limit'),
    pass_score: num('pass_score'),
    try_times: num('try_times'),
    starts_at: time('starts_at'),
    ends_at: time('ends_at'),
    charge: num('charge'),
    is_vip_free: v.is_vip_free === true,
    shuffle_questions: v.shuffle_questions === true,
    shuffle_options: v.shuffle_options === true,
    show_answers_after: v.show_answers_after as TExamPaperInput['show_answers_after'],
  };
}

export function PaperFields() {
  const { t } = useTranslation('admin-exams');
  const required = useRequired();
  const categories = useExamCategoryOptions();
  const flag = (name: string, label: string) => (
    <Form.Item name={name} label={label} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
  return (
    <>
      <Form.Item name="title" label={t('papers.title')} rules={required(t('papers.title'))}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="category_id" label={t('papers.category')}>
        <Select
          style={{ maxWidth: 320 }}
          options={[{ value: 0, label: t('papers.noCategory') }, ...categories.options]}
        />
      </Form.Item>
      <Space size={16} wrap align="start">
        <Form.Item name="time_limit" label={t('papers.timeLimit')} extra={t('papers.timeLimitHint')}>
          <InputNumber min={0} max={1440} precision={0} suffix={t('papers.minutesUnit')} />
        </Form.Item>
        <Form.Item name="pass_score" label={t('papers.passScore')} extra={t('papers.passHint')}>
          <InputNumber min={0} max={10_000} precision={0} />
        </Form.Item>
        <Form.Item name="try_times" label={t('papers.tryTimes')} extra={t('papers.tryTimesHint')}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
      </Space>
      <Space size={16} wrap align="start">
        <Form.Item name="starts_at" label={t('papers.startsAt')} extra={t('papers.startsHint')}>
          <DatePicker showTime allowClear />
        </Form.Item>
        <Form.Item
          name="ends_at"
          label={t('papers.endsAt')}
          extra={t('papers.endsHint')}
          dependencies={['starts_at']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, end?: Dayjs | null) => {
                const start = getFieldValue('starts_at') as Dayjs | null | undefined;
                return !start || !end || end.isAfter(start)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('papers.endsAfterStart')));
              },
            }),
          ]}
        >
          <DatePicker showTime allowClear />
        </Form.Item>
      </Space>
      <Space size={16} wrap align="start">
        <Form.Item name="charge" label={t('papers.charge')} extra={t('papers.chargeHint')}>
          <InputNumber min={0} max={1_000_000} precision={2} prefix="¥" />
        </Form.Item>
        {flag('is_vip_free', t('papers.vipFree'))}
      </Space>
      <Space size={16} wrap align="start">
        {flag('shuffle_questions', t('papers.shuffleQuestions'))}
        {flag('shuffle_options', t('papers.shuffleOptions'))}
        <Form.Item name="show_answers_after" label={t('papers.showAnswersAfter')}>
          <Select
            style={{ width: 160 }}
            options={SHOW_ANSWERS_AFTER.map((value) => ({ value, label: t(`papers.showAnswers.${value}`) }))}
          />
        </Form.Item>
      </Space>
      <Form.Item name="description" label={t('papers.description')}>
        <HtmlField label={t('papers.descriptionLabel')} />
      </Form.Item>
    </>
  );
}
