import {
  adminListTranscodes,
  type TranscodeState,
  transcodeStates,
} from '@shuyuan/contract/admin-transcodes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../kit/list-page';
import { TranscodeRowActions } from './transcode-actions';
import { useTranscodeColumns } from './transcode-columns';
import { TRANSCODES_KEY, transcodesPoll } from './transcode-queries';
import { TranscodeTools } from './transcode-tools';
import './i18n/register';
import './transcodes-page.css';

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
  const columns = useTranscodeColumns();

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
        columns={columns}
        rowActions={{ width: 100, render: (j) => <TranscodeRowActions row={j} /> }}
      />
    </div>
  );
}
