import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatSeconds, WARN_SECONDS } from '../taking/clock';
import './taking.css';
import '../i18n/register';

/** 剩余时间 mm:ss on the server's clock (red in the last minutes), or 不限时. */
export function Countdown({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('exams');
  const warn = seconds !== null && seconds <= WARN_SECONDS;
  return (
    <p className={warn ? 'exam-clock is-warn' : 'exam-clock'}>
      <ClockCircleOutlined aria-hidden="true" className="exam-clock__icon" />
      <span className="exam-clock__label">{t('take.timeLeft')}</span>
      <span className="exam-clock__time" role="timer">
        {seconds === null ? t('take.noLimit') : formatSeconds(seconds)}
      </span>
    </p>
  );
}
