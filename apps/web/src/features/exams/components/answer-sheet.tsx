import { useTranslation } from 'react-i18next';
import type { TSheetQuestion } from '../taking/answers';
import './taking.css';
import '../i18n/register';

/**
 * The answer sheet (答题卡): one button per question, filled once answered, the current one outlined; a
 * click goes to that question. The PC page keeps it beside the questions, /h5 in a drawer.
 */
export function AnswerSheet({
  questions,
  done,
  current,
  onPick,
}: {
  questions: readonly TSheetQuestion[];
  done: (q: TSheetQuestion) => boolean;
  current?: number;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation('exams');
  const answered = questions.filter(done).length;
  return (
    <section className="exam-sheet" aria-labelledby="exam-sheet-title">
      <header className="exam-sheet__head">
        <h2 id="exam-sheet-title" className="exam-sheet__title">
          {t('take.sheet')}
        </h2>
        <span className="exam-sheet__count">
          {t('take.answered', { done: answered, total: questions.length })}
        </span>
      </header>
      <ol className="exam-sheet__grid">
        {questions.map((q, i) => {
          const isDone = done(q);
          const cls = `exam-sheet__cell${isDone ? ' is-done' : ''}${current === i ? ' is-current' : ''}`;
          return (
            <li key={q.id}>
              <button
                type="button"
                className={cls}
                aria-current={current === i ? 'step' : undefined}
                aria-label={t('take.goTo', {
                  n: i + 1,
                  state: t(isDone ? 'take.legendDone' : 'take.legendTodo'),
                })}
                onClick={() => onPick(i)}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="exam-sheet__legend" aria-hidden="true">
        <span className="exam-sheet__key is-done" /> {t('take.legendDone')}
        <span className="exam-sheet__key" /> {t('take.legendTodo')}
      </p>
    </section>
  );
}
