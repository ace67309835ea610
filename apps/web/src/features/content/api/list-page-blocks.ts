import { listPageBlocks } from '@shuyuan/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export const fetchPageBlocks = (platform: string, pageName: string) =>
  callEndpoint(listPageBlocks, { query: { platform, page_name: pageName } });

export const pageBlocksQuery = (platform: string, pageName: string) =>
  queryOptions({
    queryKey: [listPageBlocks.id, platform, pageName],
    queryFn: () => fetchPageBlocks(platform, pageName),
  });

export const usePageBlocksQuery = (platform: string, pageName: string) =>
  useQuery(pageBlocksQuery(platform, pageName));
