import { listSliders } from '@shuyuan/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export const fetchSliders = (platform: string) => callEndpoint(listSliders, { query: { platform } });

export const slidersQuery = (platform: string) =>
  queryOptions({ queryKey: [listSliders.id, platform], queryFn: () => fetchSliders(platform) });

export const useSlidersQuery = (platform: string) => useQuery(slidersQuery(platform));
