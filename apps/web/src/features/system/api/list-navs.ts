import { queryOptions } from '@tanstack/react-query';
import { listNavs } from '@shuyuan/contract/system';
import { callEndpoint } from '../../../app/http';

export const fetchNavs = (platform = 'PC') =>
  callEndpoint(listNavs, { query: { platform } }, { silent: true });

export const navsQuery = (platform = 'PC') =>
  queryOptions({
    queryKey: [listNavs.id, platform],
    queryFn: () => fetchNavs(platform),
    staleTime: Number.POSITIVE_INFINITY,
  });
