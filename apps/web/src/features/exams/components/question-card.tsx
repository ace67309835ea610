import { useTranslation } from 'react-i18next';
import { RichText } from '#shared/rich-text';
import type { Draft, TSheetPart, TSheetQuestion } from '../taking/answers';
import { type AnswerProps, PartInput } from './part-input';
import './exams.css';
import '../i18n/register';

/** A question's number, type and points. */
export function QuestionHead({
  id,
  number,
  type,
  score,
}: {
  id: string;
  number: string;
  type: TSheetPart['type'];
  score: number;
}) {
  const { t } = useTranslation('exams');
  return (
    <h3 className="exam-question__head" id={id}>
      <span className="exam-question__no">{number}</span>
      <span className="tag">{t(`take.types.${type}`)}</span>
      <span className="exam-question__score">{t('take.points', { score })}</span>
    </h3>
  );
}

/**
 * One question on the answer sheet (PC and /h5): its head, its stem, and its answer by type; a composite
 * shows its passage and then each part with its own answer (numbered 3.1, 3.2…).
 */
export function QuestionCard({
  question: q,
  number,
  drafts,
  onAnswer,
  onLeave,
  disabled,
}: {
  question: TSheetQuestion;
  number: number;
  drafts: ReadonlyMap<number, Draft>;
} & Pick<AnswerProps, 'onAnswer' | 'onLeave' | 'disabled'>) {
  const headId = `q-${q.id}-head`;
  const input = (part: TSheetPart, labelledBy: string) => (
    <PartInput
      part={part}
      draft={drafts.get(part.id)}
      onAnswer={onAnswer}
      onLeave={onLeave}
      disabled={disabled}
      labelledBy={labelledBy}
    />
  );
  return (
    <article className="exam-question" id={`q-${q.id}`} aria-labelledby={headId}>
      <QuestionHead id={headId} number={String(number)} type={q.type} score={q.score} />
      <RichText html={q.stem} className="exam-question__stem" />
      {q.type === 'composite' ? (
        <ol className="exam-parts">
          {q.children.map((c, i) => {
            const partHead = `q-${c.id}-head`;
            return (
              <li key={c.id} className="exam-part">
                <QuestionHead id={partHead} number={`${number}.${i + 1}`} type={c.type} score={c.score} />
                <RichText html={c.stem} className="exam-question__stem" />
                {input(c, partHead)}
              </li>
            );
          })}
        </ol>
      ) : (
        input(q, headId)
      )}
    </article>
  );
}
