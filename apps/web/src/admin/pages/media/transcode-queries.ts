import {
  adminTranscodeTools,
  type TAdminTranscode,
  type TranscodeState,
} from '@shuyuan/contract/admin-transcodes';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-http';

/** The transcoding jobs' list: retries and cancels refresh it. */
export const TRANSCODES_KEY = ['admin', 'transcodes'] as const;
/** Whether ffmpeg is there: a key of its own, so refreshing the jobs does not run ffmpeg again. */
export const TRANSCODE_TOOLS_KEY = ['admin', 'transcode-tools'] as const;

/** The states of a job still under way: the list follows them, and only they can be cancelled. */
export const UNDER_WAY: readonly TranscodeState[] = ['waiting', 'active'];
/** The states a job can be tried again from. */
export const RETRYABLE: readonly TranscodeState[] = ['failed', 'cancelled'];

/** How often the list reads itself again while a job on it is under way. */
export const TRANSCODES_POLL_MS = 2000;

/** Every 2 s while a job of the page is waiting or running; not again once none is. */
export const transcodesPoll = (rows: TAdminTranscode[]): number | false =>
  rows.some((r) => UNDER_WAY.includes(r.state)) ? TRANSCODES_POLL_MS : false;

/** Whether the server has ffmpeg (the page's notice, and which files the video upload accepts). */
export const useTranscodeTools = (enabled = true) =>
  useQuery({ queryKey: TRANSCODE_TOOLS_KEY, queryFn: () => callAdmin(adminTranscodeTools), enabled });
