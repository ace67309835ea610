import type { TAdminTranscode, TranscodeState } from '@shuyuan/contract/admin-transcodes';
import { Progress, type ProgressProps, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTranscodeWords } from './transcode-words';
import './i18n/register';
import { formatDuration } from '#features/catalogue';
import { formatDateTimeSeconds } from '#shared/time';
import { PHONE_QUERY, useMediaQuery } from '#shared/use-media-query';

const STATE_COLOR: Record<TranscodeState, string> = {
  waiting: 'gold',
  active: 'processing',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
};

const BAR_STATUS: Record<TranscodeState, ProgressProps['status']> = {
  waiting: 'normal',
  active: 'active',
  completed: 'success',
  failed: 'exception',
  cancelled: 'normal',
};

function StateTag({ state }: { state: TranscodeState }) {
  const { t } = useTranslation('admin-transcodes');
  return <Tag color={STATE_COLOR[state]}>{t(`state.${state}`)}</Tag>;
}

function Qualities({ qualities }: { qualities: string[] }) {
  return (
    <Space size={[0, 4]} wrap>
      {qualities.map((q) => (
        <Tag key={q}>{q}</Tag>
      ))}
    </Space>
  );
}

/** The bar with the step under way (or last done) and a failed job's error, in the reader's language. */
function JobProgress({ job }: { job: TAdminTranscode }) {
  const { t } = useTranslation('admin-transcodes');
  const words = useTranscodeWords();
  const step = words.step(job);
  const error = job.state === 'failed' ? words.error(job) : null;
  return (
    <>
      <Progress
        className="admin-transcode-progress"
        percent={job.progress}
        status={BAR_STATUS[job.state]}
        size="small"
        aria-label={t('progressOf', { name: job.media_name })}
      />
      {step && (
        <div>
          <Typography.Text type="secondary">{step}</Typography.Text>
        </div>
      )}
      {error && (
        <Typography.Text type="danger" className="admin-transcode-text">
          {error}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * The list's columns. On a phone a row of seven columns is four screens wide and its bar scrolled out of
 * sight, so each job is one cell there, read as a card: the name, the state and the length, the bar with its
 * step and error, the qualities made; the time and the attempts stay for the desktop. The actions follow.
 */
export function useTranscodeColumns(): TableColumnsType<TAdminTranscode> {
  const { t } = useTranslation('admin-transcodes');
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone)
    return [
      {
        title: t('colMedia'),
        key: 'job',
        className: 'admin-transcode-card',
        render: (_, j) => (
          <>
            <div className="admin-transcode-card__name">{j.media_name}</div>
            <Space size={4} wrap>
              <StateTag state={j.state} />
              {j.duration > 0 && (
                <Typography.Text type="secondary">{formatDuration(j.duration)}</Typography.Text>
              )}
            </Space>
            <JobProgress job={j} />
            {j.renditions.length > 0 && <Qualities qualities={j.renditions} />}
          </>
        ),
      },
    ];
  return [
    {
      title: t('colMedia'),
      key: 'media',
      render: (_, j) => <span className="admin-transcode-text">{j.media_name}</span>,
    },
    {
      title: t('colState'),
      dataIndex: 'state',
      width: 100,
      render: (s: TranscodeState) => <StateTag state={s} />,
    },
    {
      title: t('colProgress'),
      key: 'progress',
      width: 220,
      render: (_, j) => <JobProgress job={j} />,
    },
    { title: t('colAttempts'), dataIndex: 'attempts', width: 90 },
    {
      title: t('colRenditions'),
      dataIndex: 'renditions',
      width: 190,
      render: (qualities: string[]) => (qualities.length > 0 ? <Qualities qualities={qualities} /> : '-'),
    },
    {
      title: t('colDuration'),
      dataIndex: 'duration',
      width: 100,
      render: (s: number) => (s > 0 ? formatDuration(s) : '-'),
    },
    {
      title: t('colUpdated'),
      dataIndex: 'updated_at',
      width: 180,
      render: (v: number) => formatDateTimeSeconds(v),
    },
  ];
}
