import { Checkbox, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '#shared/rich-text';
import { type Draft, optionLetter, type TSheetPart } from '../taking/answers';
import './exams.css';
import './taking.css';
import '../i18n/register';

export interface AnswerProps {
  part: TSheetPart;
  draft: Draft | undefined;
  /** `typing`: a text field, saved after a pause. */
  onAnswer: (part: TSheetPart, draft: Draft, typing?: boolean) => void;
  /** A text field lost focus: what was typed is saved now. */
  onLeave: () => void;
  disabled: boolean;
  /** Names the group (the question's heading). */
  labelledBy: string;
}

/** An option: its letter, then its text (rich: formulas, code, pictures). */
function OptionLabel({ position, html }: { position: number; html: string }) {
  return (
    <span className="exam-option">
      <span className="exam-option__letter" aria-hidden="true">
        {optionLetter(position)}
      </span>
      <span className="visually-hidden">{optionLetter(position)}.</span>
      <RichText html={html} className="exam-option__text" />
    </span>
  );
}

/**
 * What the member answers a question with, by its type: options as radios or check boxes, 正确/错误, one
 * field per blank, or a text area. Draws only: the draft and what a change does come from the session.
 */
export function PartInput({ part, draft, onAnswer, onLeave, disabled, labelledBy }: AnswerProps) {
  const { t } = useTranslation('exams');
  switch (part.type) {
    case 'single':
      return (
        <Radio.Group
          className="exam-choices"
          aria-labelledby={labelledBy}
          name={`answer-${part.id}`}
          value={typeof draft === 'number' ? draft : undefined}
          onChange={(e) => onAnswer(part, e.target.value as number)}
          disabled={disabled}
          options={part.options.map((html, i) => ({
            value: i,
            label: <OptionLabel position={i} html={html} />,
          }))}
        />
      );
    case 'multiple':
      return (
        <Checkbox.Group
          className="exam-choices"
          aria-labelledby={labelledBy}
          role="group"
          name={`answer-${part.id}`}
          value={Array.isArray(draft) ? (draft as number[]) : []}
          onChange={(values) =>
            onAnswer(
              part,
              [...(values as number[])].sort((a, b) => a - b),
            )
          }
          disabled={disabled}
          options={part.options.map((html, i) => ({
            value: i,
            label: <OptionLabel position={i} html={html} />,
          }))}
        />
      );
    case 'judge':
      return (
        <Radio.Group
          className="exam-choices exam-choices--judge"
          aria-labelledby={labelledBy}
          name={`answer-${part.id}`}
          value={typeof draft === 'boolean' ? draft : undefined}
          onChange={(e) => onAnswer(part, e.target.value as boolean)}
          disabled={disabled}
          options={[
            { value: true, label: t('take.judgeTrue') },
            { value: false, label: t('take.judgeFalse') },
          ]}
        />
      );
    case 'fill': {
      const texts = Array.isArray(draft) ? (draft as string[]) : [];
      const count = Math.max(part.blanks, texts.length, 1);
      return (
        <ol className="exam-blanks" aria-labelledby={labelledBy}>
          {Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a blank is its position
            <li key={i}>
              <label className="exam-blanks__label" htmlFor={`blank-${part.id}-${i}`}>
                {t('take.blank', { n: i + 1 })}
              </label>
              <Input
                id={`blank-${part.id}-${i}`}
                value={texts[i] ?? ''}
                maxLength={500}
                disabled={disabled}
                autoComplete="off"
                onChange={(e) => {
                  const next = Array.from({ length: count }, (_, j) => texts[j] ?? '');
                  next[i] = e.target.value;
                  onAnswer(part, next, true);
                }}
                onBlur={onLeave}
              />
            </li>
          ))}
        </ol>
      );
    }
    case 'short':
      return (
        <Input.TextArea
          className="exam-short"
          aria-labelledby={labelledBy}
          value={typeof draft === 'string' ? draft : ''}
          placeholder={t('take.shortPlaceholder')}
          autoSize={{ minRows: 4, maxRows: 16 }}
          maxLength={10_000}
          disabled={disabled}
          onChange={(e) => onAnswer(part, e.target.value, true)}
          onBlur={onLeave}
        />
      );
    default:
      return null;
  }
}
