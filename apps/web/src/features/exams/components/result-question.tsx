import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  MinusCircleFilled,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RichText } from '#shared/rich-text';
import type { TAttemptResult } from '../api/attempts';
import { optionLetter } from '../taking/answers';
import { QuestionHead } from './question-card';
import './exams.css';
import './result.css';
import '../i18n/register';

type TResultQuestion = TAttemptResult['questions'][number];
type TResultPart = Omit<TResultQuestion, 'children'>;

type Verdict = 'waiting' | 'right' | 'partly' | 'wrong';
const verdictOf = (p: Pick<TResultPart, 'needs_grading' | 'correct' | 'earned'>): Verdict =>
  p.needs_grading ? 'waiting' : p.correct ? 'right' : p.earned > 0 ? 'partly' : 'wrong';
const VERDICT_ICON = {
  waiting: <ClockCircleFilled />,
  right: <CheckCircleFilled />,
  partly: <MinusCircleFilled />,
  wrong: <CloseCircleFilled />,
};

function VerdictTag({ part }: { part: Pick<TResultPart, 'needs_grading' | 'correct' | 'earned' | 'score'> }) {
  const { t } = useTranslation('exams');
  const v = verdictOf(part);
  return (
    <p className={`exam-verdict exam-verdict--${v}`}>
      <span aria-hidden="true">{VERDICT_ICON[v]}</span> {t(`result.${v}`)}
      <span className="exam-verdict__points">
        {t('result.earned', { earned: part.earned, score: part.score })}
      </span>
    </p>
  );
}

/** The option positions an answer or key names (a choice question's). */
const positions = (v: unknown): Set<number> =>
  new Set(
    typeof v === 'number' ? [v] : Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [],
  );

const letters = (v: unknown) =>
  typeof v === 'number'
    ? optionLetter(v)
    : Array.isArray(v)
      ? (v as number[]).map(optionLetter).join('、')
      : '';

/** What the member answered, as words: letters, 正确/错误, the blanks, or the written answer. */
function MyAnswer({ part }: { part: TResultPart }) {
  const { t } = useTranslation('exams');
  const mine = part.my_answer;
  const empty = mine === null || (Array.isArray(mine) && mine.length === 0);
  if (empty) return <span className="exam-answer__none">{t('result.noAnswer')}</span>;
  if (part.type === 'judge') return <>{t(mine ? 'take.judgeTrue' : 'take.judgeFalse')}</>;
  if (part.type === 'fill')
    return (
      <>{(mine as string[]).map((s, i) => `${t('take.blank', { n: i + 1 })}：${s || '—'}`).join('；')}</>
    );
  if (part.type === 'short') return <RichText html={String(mine)} className="exam-answer__rich" />;
  return <>{letters(mine)}</>;
}

/** The right answer (only when the paper shows it: `answer` is null otherwise). */
function KeyAnswer({ part }: { part: TResultPart }) {
  const { t } = useTranslation('exams');
  const key = part.answer;
  if (part.type === 'judge') return <>{t(key ? 'take.judgeTrue' : 'take.judgeFalse')}</>;
  if (part.type === 'fill' && Array.isArray(key))
    return (
      <>
        {(key as string[][])
          .map((alts, i) => `${t('take.blank', { n: i + 1 })}：${alts.join(' / ')}`)
          .join('；')}
      </>
    );
  if (part.type === 'short') return <RichText html={String(key)} className="exam-answer__rich" />;
  return <>{letters(key)}</>;
}

/** One answerable part: its options (the member's and, when shown, the right ones marked), answers, explanation. */
function ResultPart({ part, number }: { part: TResultPart; number: string }) {
  const { t } = useTranslation('exams');
  const headId = `r-${part.id}-head`;
  const mine = positions(part.my_answer);
  const key = positions(part.answer);
  const choice = part.type === 'single' || part.type === 'multiple';
  // Red only for a choice the shown key says is wrong: while the key is hidden, the member's is just marked.
  const keyShown = part.answer !== null;
  const optionClass = (i: number) =>
    [mine.has(i) && 'is-mine', key.has(i) && 'is-key', keyShown && mine.has(i) && !key.has(i) && 'is-wrong']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <section className="exam-result-part" aria-labelledby={headId}>
      <QuestionHead id={headId} number={number} type={part.type} score={part.score} />
      <RichText html={part.stem} className="exam-question__stem" />
      {choice && (
        <ul className="exam-result-options">
          {part.options.map((html, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position
            <li key={i} className={optionClass(i)}>
              <span className="exam-option__letter">{optionLetter(i)}</span>
              <RichText html={html} className="exam-option__text" />
            </li>
          ))}
        </ul>
      )}
      <VerdictTag part={part} />
      <dl className="exam-answer">
        <div>
          <dt>{t('result.mine')}</dt>
          <dd>
            <MyAnswer part={part} />
          </dd>
        </div>
        {part.answer !== null && part.answer !== '' && (
          <div className="exam-answer__key">
            <dt>{t(part.type === 'short' ? 'result.reference' : 'result.key')}</dt>
            <dd>
              <KeyAnswer part={part} />
            </dd>
          </div>
        )}
        {part.explanation && (
          <div>
            <dt>{t('result.explanation')}</dt>
            <dd>
              <RichText html={part.explanation} className="exam-answer__rich" />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** A question of the result (PC and /h5); a composite: its passage, then each part. */
export function ResultQuestion({ question: q, number }: { question: TResultQuestion; number: number }) {
  if (q.type !== 'composite') {
    return (
      <article className="exam-question exam-question--result">
        <ResultPart part={q} number={String(number)} />
      </article>
    );
  }
  const headId = `r-${q.id}-head`;
  return (
    <article className="exam-question exam-question--result" aria-labelledby={headId}>
      <QuestionHead id={headId} number={String(number)} type={q.type} score={q.score} />
      <RichText html={q.stem} className="exam-question__stem" />
      <ol className="exam-parts">
        {q.children.map((c, i) => (
          <li key={c.id} className="exam-part">
            <ResultPart part={c} number={`${number}.${i + 1}`} />
          </li>
        ))}
      </ol>
    </article>
  );
}
