import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_BLANKS, MAX_OPTIONS, type TQuestionType } from '@shuyuan/contract/exam-questions';
import { Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n/register';

/*
 * The part of the question form that depends on the type: options and the right one(s), true/false, the
 * blanks' accepted answers, a short answer's reference. `prefix` is where the question's fields sit in the
 * form (a composite's sub-question: its index in the children list).
 */

type Path = (string | number)[];
const letter = (i: number) => String.fromCharCode(65 + i);

/** The answer a new question of `type` starts with, so each editor gets a value of its own shape. */
export function defaultAnswer(type: TQuestionType): unknown {
  switch (type) {
    case 'single':
      return 0;
    case 'multiple':
      return [];
    case 'judge':
      return true;
    case 'fill':
      return [[]];
    default:
      return '';
  }
}

function OptionsEditor({ prefix, optionCount }: { prefix: Path; optionCount: number }) {
  const { t } = useTranslation('admin-exams');
  return (
    <Form.List name={[...prefix, 'options']}>
      {(fields, { add, remove }) => (
        <Form.Item label={t('questions.options')} required>
          {fields.map((field, i) => (
            <Space key={field.key} align="start" style={{ display: 'flex' }}>
              <span style={{ lineHeight: '32px', width: 16 }}>{letter(i)}</span>
              <Form.Item name={field.name} noStyle>
                <Input.TextArea
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  style={{ width: 560 }}
                  aria-label={`${t('questions.options')} ${letter(i)}`}
                />
              </Form.Item>
              {fields.length > 2 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
            </Space>
          ))}
          {optionCount < MAX_OPTIONS && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ marginTop: 8 }}>
              {t('questions.addOption')}
            </Button>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}

function BlanksEditor({ prefix }: { prefix: Path }) {
  const { t } = useTranslation('admin-exams');
  return (
    <Form.List name={[...prefix, 'answer']}>
      {(fields, { add, remove }) => (
        <Form.Item label={t('questions.blanks')} extra={t('questions.blankHint')} required>
          {fields.map((field, i) => (
            <Space key={field.key} align="start" style={{ display: 'flex', marginBottom: 8 }}>
              <span style={{ lineHeight: '32px', width: 64 }}>{t('questions.blankN', { n: i + 1 })}</span>
              <Form.Item name={field.name} noStyle>
                <Select
                  mode="tags"
                  open={false}
                  style={{ width: 520 }}
                  aria-label={t('questions.blankN', { n: i + 1 })}
                />
              </Form.Item>
              {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
            </Space>
          ))}
          {fields.length < MAX_BLANKS && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add([])}>
              {t('questions.addBlank')}
            </Button>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}

/** The editor of one answerable type at `prefix`; `watchPath` is the same place from the form's root. */
export function AnswerFields({
  type,
  prefix,
  watchPath,
}: {
  type: TQuestionType;
  prefix: Path;
  watchPath: Path;
}) {
  const { t } = useTranslation('admin-exams');
  const options: string[] = Form.useWatch([...watchPath, 'options']) ?? [];
  const choices = options.map((_, i) => ({ value: i, label: letter(i) }));
  switch (type) {
    case 'single':
      return (
        <>
          <OptionsEditor prefix={prefix} optionCount={options.length} />
          <Form.Item name={[...prefix, 'answer']} label={t('questions.rightOption')} required>
            <Radio.Group options={choices} />
          </Form.Item>
        </>
      );
    case 'multiple':
      return (
        <>
          <OptionsEditor prefix={prefix} optionCount={options.length} />
          <Form.Item name={[...prefix, 'answer']} label={t('questions.rightOption')} required>
            <Checkbox.Group options={choices} />
          </Form.Item>
          <Form.Item
            name={[...prefix, 'partial_score']}
            label={t('questions.partialScore')}
            extra={t('questions.partialHint')}
          >
            <InputNumber min={0} max={99} />
          </Form.Item>
        </>
      );
    case 'judge':
      return (
        <Form.Item name={[...prefix, 'answer']} label={t('questions.rightOption')} required>
          <Radio.Group
            options={[
              { value: true, label: t('questions.judgeRight') },
              { value: false, label: t('questions.judgeWrong') },
            ]}
          />
        </Form.Item>
      );
    case 'fill':
      return <BlanksEditor prefix={prefix} />;
    case 'short':
      return (
        <Form.Item name={[...prefix, 'answer']} label={t('questions.reference')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
        </Form.Item>
      );
    default:
      return null;
  }
}
