import { listCourseCategories } from '@shuyuan/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export const fetchCourseCategories = () => callEndpoint(listCourseCategories);

export const courseCategoriesQuery = queryOptions({
  queryKey: [listCourseCategories.id],
  queryFn: fetchCourseCategories,
  staleTime: 300_000,
});

export const useCourseCategoriesQuery = () => useQuery(courseCategoriesQuery);
