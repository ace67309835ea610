import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSliders } from '@shuyuan/contract/content';
import { callEndpoint } from '../../../app/http';

export const fetchSliders = (platform: string) => callEndpoint(listSliders, { query: { platform } });

export const slidersQuery = (platform: string) =>
  queryOptions({ queryKey: [listSliders.id, platform], queryFn: () => fetchSliders(platform) });

export const useSlidersQuery = (platform: string) => useQuery(slidersQuery(platform));
