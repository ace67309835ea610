import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSpecialCategories } from '@shuyuan/contract/system';
import { callEndpoint } from '../../../app/http';

export const fetchSpecialCategories = () => callEndpoint(listSpecialCategories, {}, { silent: true });

export const specialCategoriesQuery = queryOptions({
  queryKey: [listSpecialCategories.id],
  queryFn: fetchSpecialCategories,
  staleTime: 300_000,
});

export const useSpecialCategoriesQuery = () => useQuery(specialCategoriesQuery);
