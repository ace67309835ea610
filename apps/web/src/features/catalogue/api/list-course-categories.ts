import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCourseCategories } from '@shuyuan/contract/catalogue';
import { callEndpoint } from '../../../app/http';

export const fetchCourseCategories = () => callEndpoint(listCourseCategories);

export const courseCategoriesQuery = queryOptions({
  queryKey: [listCourseCategories.id],
  queryFn: fetchCourseCategories,
  staleTime: 300_000,
});

export const useCourseCategoriesQuery = () => useQuery(courseCategoriesQuery);
