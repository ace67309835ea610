import { getPlayInfo, getVideo } from '@shuyuan/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

/** GET /api/v2/video/{id}: the lesson, its course and siblings, is_watch and the member's records. */
export const useVideoDetailQuery = (id: number, memberKey: string) =>
  useQuery({
    queryKey: [getVideo.id, id, memberKey],
    queryFn: () => callEndpoint(getVideo, { params: { id } }, { silent: true }),
    enabled: id > 0,
    retry: false,
    // Progress marks in the lesson list must be fresh each time the page is opened.
    staleTime: 0,
  });

/**
 * GET /api/v2/video/{id}/playinfo: signed, per-member addresses, asked for afresh on every visit (never
 * cached: they expire, and the wall clock of the progress clamp starts with this call). Silent: the page
 * shows the server's message (请购买后观看…) in the player instead of a toast.
 */
export const usePlayInfoQuery = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [getPlayInfo.id, id],
    queryFn: () => callEndpoint(getPlayInfo, { params: { id } }, { silent: true }),
    enabled: enabled && id > 0,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
