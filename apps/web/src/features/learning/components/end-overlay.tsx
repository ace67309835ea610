import { CheckCircleFilled } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { PlayerMessage } from './player-message';
import '../i18n/register';

export type EndState = { kind: 'preview' } | { kind: 'next'; id: number; title: string } | { kind: 'last' };

/**
 * What covers the picture once a video ended: 试看结束 with the buy button, the 10 s countdown to the next
 * lesson (which can be cancelled), or 恭喜你学完最后一节.
 */
export function EndOverlay({
  end,
  buy,
  courseTo,
  onNext,
  onReplay,
}: {
  end: EndState;
  /** The buy (and VIP) links of a course the member has not bought. */
  buy: { label: string; to: string; primary?: boolean }[];
  courseTo: string;
  onNext: (id: number) => void;
  onReplay: () => void;
}) {
  const { t } = useTranslation(['translation', 'learning']);
  const [cancelled, setCancelled] = useState(false);
  const counting = end.kind === 'next' && !cancelled;
  const left = useCountdown(counting, () => end.kind === 'next' && onNext(end.id));
  const v = 'learning:video';

  if (end.kind === 'preview') {
    return <PlayerMessage title={t(`${v}.previewEnd`)} sub={t(`${v}.buyHint`)} actions={buy} />;
  }
  if (end.kind === 'last') {
    return (
      <PlayerMessage
        title={t(`${v}.lastDone`)}
        actions={[
          { label: t(`${v}.backToCourse`), to: courseTo, primary: true },
          { label: t(`${v}.replay`), onClick: onReplay },
        ]}
      >
        <CheckCircleFilled className="player-message__icon" aria-hidden="true" />
      </PlayerMessage>
    );
  }
  return (
    <PlayerMessage
      title={cancelled ? t(`${v}.nextTitle`, { title: end.title }) : t(`${v}.nextIn`, { seconds: left })}
      sub={cancelled ? undefined : t(`${v}.nextTitle`, { title: end.title })}
      actions={[
        { label: t(`${v}.playNow`), primary: true, onClick: () => onNext(end.id) },
        cancelled
          ? { label: t(`${v}.replay`), onClick: onReplay }
          : { label: t(`${v}.cancel`), onClick: () => setCancelled(true) },
      ]}
    />
  );
}
