import { listNavs } from '@shuyuan/contract/system';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export const fetchNavs = (platform = 'PC') =>
  callEndpoint(listNavs, { query: { platform } }, { silent: true });

export const navsQuery = (platform = 'PC') =>
  queryOptions({
    queryKey: [listNavs.id, platform],
    queryFn: () => fetchNavs(platform),
    staleTime: Number.POSITIVE_INFINITY,
  });
