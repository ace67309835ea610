import { listSpecialCategories } from '@shuyuan/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export const fetchSpecialCategories = () => callEndpoint(listSpecialCategories, {}, { silent: true });

export const specialCategoriesQuery = queryOptions({
  queryKey: [listSpecialCategories.id],
  queryFn: fetchSpecialCategories,
  staleTime: 300_000,
});

export const useSpecialCategoriesQuery = () => useQuery(specialCategoriesQuery);
