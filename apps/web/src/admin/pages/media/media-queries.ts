import { adminListMedia } from '@shuyuan/contract/admin-media';
import type { EndpointQuery } from '@shuyuan/contract/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-http';

export const MEDIA_KEY = ['admin', 'media'] as const;

export function useMediaList(query: EndpointQuery<typeof adminListMedia>) {
  return useQuery({
    queryKey: [...MEDIA_KEY, query],
    queryFn: () => callAdmin(adminListMedia, { query }),
    placeholderData: keepPreviousData,
  });
}
