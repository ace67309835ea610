import {
  adminCompleteMedia,
  MEDIA_MAX_BYTES,
  MEDIA_MIME,
  type MediaKind,
  type TAdminMedia,
  TRANSCODED_VIDEO_EXTENSIONS,
  TRANSCODED_VIDEO_MIME,
} from '@shuyuan/contract/admin-media';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { callAdmin } from '../../admin-http';
import { MEDIA_KEY } from './media-queries';
import { startTusTransfer } from './tus-transfer';

export interface UploadState {
  /** 0–100 while uploading, null when idle. */
  percent: number | null;
  error: string | null;
}

/** Resumable upload of one file to the media library: tus, then adminCompleteMedia, which checks the content. */
/**
 * Whether `file` may be sent as `kind`: one of the types served as uploaded, or, when the server transcodes
 * (`transcodable`), one it turns into MP4 and HLS (Matroska, AVI…; some browsers leave their type blank, so
 * the name's extension is read then). The server sniffs the content either way.
 */
export function isUploadable(file: File, kind: MediaKind, transcodable: boolean): boolean {
  if (MEDIA_MIME[kind].includes(file.type)) return true;
  if (kind !== 'video' || !transcodable) return false;
  if (TRANSCODED_VIDEO_MIME.includes(file.type)) return true;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return file.type === '' && TRANSCODED_VIDEO_EXTENSIONS.includes(extension);
}

export function useTusUpload(kind: MediaKind, onDone: (media: TAdminMedia) => void, transcodable = false) {
  const [state, setState] = useState<UploadState>({ percent: null, error: null });
  const current = useRef<Upload | null>(null);
  const client = useQueryClient();

  const start = useCallback(
    (file: File, messages: { tooLarge: string; badType: string }) => {
      if (!isUploadable(file, kind, transcodable)) {
        setState({ percent: null, error: messages.badType });
        return;
      }
      if (file.size > MEDIA_MAX_BYTES[kind]) {
        setState({ percent: null, error: messages.tooLarge });
        return;
      }
      setState({ percent: 0, error: null });
      current.current = startTusTransfer(file, {
        kind,
        onProgress: (percent) => setState({ percent, error: null }),
        onError: (error) => setState({ percent: null, error }),
        onSent: async (id) => {
          try {
            const media = await callAdmin(adminCompleteMedia, {
              body: { upload_id: id, kind, name: file.name },
            });
            setState({ percent: 100, error: null });
            await client.invalidateQueries({ queryKey: MEDIA_KEY });
            onDone(media);
          } catch (error) {
            setState({ percent: null, error: (error as Error).message });
          }
        },
      });
    },
    [kind, onDone, client, transcodable],
  );

  const abort = useCallback(() => {
    void current.current?.abort();
    setState({ percent: null, error: null });
  }, []);

  return { state, start, abort };
}
