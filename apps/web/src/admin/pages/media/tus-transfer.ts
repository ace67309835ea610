import { ADMIN_TUS_PATH } from '@shuyuan/contract/admin-media';
import { Upload } from 'tus-js-client';
import { readAdminToken } from '../../admin-http';

/** tus sends chunks of this size; an interrupted upload resumes from the last one. */
const CHUNK_BYTES = 5 * 1024 * 1024;

interface Transfer {
  /** The tus metadata kind: a media kind or `attachment`. */
  kind: string;
  onProgress: (percent: number) => void;
  onError: (message: string) => void;
  /** The bytes are all on the server: finish the upload (its id) with the matching API call. */
  onSent: (uploadId: string) => void;
}

/**
 * Sends one file to the admin tus endpoint, resumably: fingerprinted in localStorage, so re-picking the
 * same file after a failure resumes where it stopped. Answers the upload, to abort it.
 */
export function startTusTransfer(file: File, t: Transfer): Upload {
  const base = window.shuyuan_api_url || window.location.origin;
  const upload = new Upload(file, {
    endpoint: `${base}${ADMIN_TUS_PATH}`,
    chunkSize: CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000],
    removeFingerprintOnSuccess: true,
    metadata: { filename: file.name, filetype: file.type, kind: t.kind },
    headers: { Authorization: `Bearer ${readAdminToken() ?? ''}` },
    onProgress: (sent, total) => t.onProgress(total ? Math.floor((sent / total) * 100) : 0),
    onError: (error) => t.onError(error.message),
    onSuccess: () => t.onSent(upload.url?.split('/').pop() ?? ''),
  });
  void upload.findPreviousUploads().then((previous) => {
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  });
  return upload;
}
