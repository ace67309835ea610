import { listDecorationBlocks } from '@shuyuan/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

/**
 * A decoration page as MeEdu's current clients read it (GET /api/v2/decorationPage/blocks): the carousel
 * (pc-slider / slider) and the blocks of the desktop and mobile homes come from this one answer.
 */
export const fetchPageBlocks = (pageName: string) =>
  callEndpoint(listDecorationBlocks, { query: { page_name: pageName } });

export const pageBlocksQuery = (pageName: string) =>
  queryOptions({
    queryKey: [listDecorationBlocks.id, pageName],
    queryFn: () => fetchPageBlocks(pageName),
  });

export const usePageBlocksQuery = (pageName: string) => useQuery(pageBlocksQuery(pageName));
