import {
  ADMIN_TUS_PATH,
  adminCompleteMedia,
  MEDIA_MAX_BYTES,
  MEDIA_MIME,
  type MediaKind,
  type TAdminMedia,
} from '@shuyuan/contract/admin-media';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { callAdmin, readAdminToken } from '../../admin-http';

export interface UploadState {
  /** 0–100 while uploading, null when idle. */
  percent: number | null;
  error: string | null;
}

/** tus sends chunks of this size; an interrupted upload resumes from the last one. */
const CHUNK_BYTES = 5 * 1024 * 1024;

/**
 * Resumable upload of one file: tus to the admin endpoint (fingerprinted in localStorage, so re-picking
 * the same file after a failure resumes), then adminCompleteMedia, which checks the content.
 */
export function useTusUpload(kind: MediaKind, onDone: (media: TAdminMedia) => void) {
  const [state, setState] = useState<UploadState>({ percent: null, error: null });
  const current = useRef<Upload | null>(null);
  const client = useQueryClient();

  const start = useCallback(
    (file: File, messages: { tooLarge: string; badType: string }) => {
      if (!MEDIA_MIME[kind].includes(file.type)) {
        setState({ percent: null, error: messages.badType });
        return;
      }
      if (file.size > MEDIA_MAX_BYTES[kind]) {
        setState({ percent: null, error: messages.tooLarge });
        return;
      }
      setState({ percent: 0, error: null });
      const base = window.shuyuan_api_url || window.location.origin;
      const upload = new Upload(file, {
        endpoint: `${base}${ADMIN_TUS_PATH}`,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000, 5000],
        removeFingerprintOnSuccess: true,
        metadata: { filename: file.name, filetype: file.type, kind },
        headers: { Authorization: `Bearer ${readAdminToken() ?? ''}` },
        onProgress: (sent, total) =>
          setState({ percent: total ? Math.floor((sent / total) * 100) : 0, error: null }),
        onError: (error) => setState({ percent: null, error: error.message }),
        onSuccess: async () => {
          const id = upload.url?.split('/').pop() ?? '';
          try {
            const media = await callAdmin(adminCompleteMedia, {
              body: { upload_id: id, kind, name: file.name },
            });
            setState({ percent: 100, error: null });
            await client.invalidateQueries({ queryKey: ['admin', 'media'] });
            onDone(media);
          } catch (error) {
            setState({ percent: null, error: (error as Error).message });
          }
        },
      });
      current.current = upload;
      void upload.findPreviousUploads().then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      });
    },
    [kind, onDone, client],
  );

  const abort = useCallback(() => {
    void current.current?.abort();
    setState({ percent: null, error: null });
  }, []);

  return { state, start, abort };
}
