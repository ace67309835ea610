import { getKecheng, listKechengs } from '@shuyuan/contract/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import { previewCall } from '#lib/preview';

/** 专栏 a page on the list (a grid of four columns). */
export const KECHENGS_PAGE_SIZE = 12;

/** GET /api/v2/kechengs: one page of series. */
export const fetchKechengPage = (page: number, pageSize = KECHENGS_PAGE_SIZE) =>
  callEndpoint(listKechengs, { query: { page, page_size: pageSize } });

export const kechengsQuery = (page: number, pageSize = KECHENGS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [listKechengs.id, page, pageSize],
    queryFn: () => fetchKechengPage(page, pageSize),
    placeholderData: keepPreviousData,
  });

export const useKechengsQuery = (page: number, pageSize = KECHENGS_PAGE_SIZE) =>
  useQuery(kechengsQuery(page, pageSize));

/** GET /api/v2/kecheng/{id}: a series with its courses; the console's preview sends the admin token. */
export const fetchKecheng = (id: number, preview = false) =>
  callEndpoint(getKecheng, { params: { id } }, { silent: true, ...previewCall(preview) });

export const kechengQuery = (id: number, preview = false) =>
  queryOptions({
    queryKey: [getKecheng.id, id, preview],
    queryFn: () => fetchKecheng(id, preview),
    retry: false,
  });

export const useKechengQuery = (id: number, preview = false) =>
  useQuery({ ...kechengQuery(id, preview), enabled: id > 0 });
