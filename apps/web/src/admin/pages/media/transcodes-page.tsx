import {
  adminListTranscodes,
  type TAdminTranscode,
  type TranscodeState,
  transcodeStates,
} from '@shuyuan/contract/admin-transcodes';
import { Progress, type ProgressProps, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../kit/list-page';
import { TranscodeRowActions } from './transcode-actions';
import { TRANSCODES_KEY, transcodesPoll } from './transcode-queries';
import { TranscodeTools } from './transcode-tools';
import { useTranscodeWords } from './transcode-words';
import './i18n/register';
import './transcodes-page.css';
import { formatDuration } from '#features/catalogue';
import { formatDateTimeSeconds } from '#shared/time';

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

/** The state a link asks for (`?state=failed`), if it names one. */
const linkedState = (value: string | null) => transcodeStates.find((s) => s === value);

/**
 * /admin/transcodes: the jobs that turn uploaded videos into the MP4 and the HLS ladder (issue 22), newest
 * first, with their progress, following themselves every 2 s while one is under way; retry and cancel; and
 * above them whether ffmpeg is there at all.
 */
export function TranscodesPage() {
  const { t } = useTranslation('admin-transcodes');
  const [search] = useSearchParams();
  const initial = linkedState(search.get('state'));
  const stateText = (s: TranscodeState) => t(`state.${s}`);
  const words = useTranscodeWords();

  return (
    <div className="admin-transcodes">
      <ListPage
        title={t('title')}
        notice={<TranscodeTools />}
        list={adminListTranscodes}
        queryKey={TRANSCODES_KEY}
        rowKey="media_id"
        initialFilter={initial && { state: initial }}
        refetchInterval={transcodesPoll}
        empty={t('empty')}
        filters={[
          // A select, not a segmented choice: six of them would not fit a phone's width.
          {
            kind: 'select',
            name: 'state',
            placeholder: t('allStates'),
            width: 160,
            options: transcodeStates.map((value) => ({ value, label: stateText(value) })),
          },
        ]}
        columns={[
          {
            title: t('colMedia'),
            key: 'media',
            render: (_, j: TAdminTranscode) => <span className="admin-transcode-text">{j.media_name}</span>,
          },
          {
            title: t('colState'),
            dataIndex: 'state',
            width: 100,
            render: (s: TranscodeState) => <Tag color={STATE_COLOR[s]}>{stateText(s)}</Tag>,
          },
          {
            title: t('colProgress'),
            key: 'progress',
            width: 220,
            render: (_, j: TAdminTranscode) => {
              const step = words.step(j);
              const error = j.state === 'failed' ? words.error(j) : null;
              return (
                <>
                  <Progress
                    className="admin-transcode-progress"
                    percent={j.progress}
                    status={BAR_STATUS[j.state]}
                    size="small"
                    aria-label={t('progressOf', { name: j.media_name })}
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
            },
          },
          { title: t('colAttempts'), dataIndex: 'attempts', width: 90 },
          {
            title: t('colRenditions'),
            dataIndex: 'renditions',
            width: 190,
            render: (qualities: string[]) =>
              qualities.length > 0 ? (
                <Space size={[0, 4]} wrap>
                  {qualities.map((q) => (
                    <Tag key={q}>{q}</Tag>
                  ))}
                </Space>
              ) : (
                '-'
              ),
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
        ]}
        rowActions={{ width: 100, render: (j) => <TranscodeRowActions row={j} /> }}
      />
    </div>
  );
}
