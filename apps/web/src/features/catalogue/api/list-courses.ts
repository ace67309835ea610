import { listCourses } from '@shuyuan/contract/catalogue';
import type { EndpointQuery } from '@shuyuan/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export type TCourseListQuery = EndpointQuery<typeof listCourses>;

export const fetchCourses = (query: TCourseListQuery) => callEndpoint(listCourses, { query });

export const coursesQuery = (query: TCourseListQuery) =>
  queryOptions({
    queryKey: [listCourses.id, query],
    queryFn: () => fetchCourses(query),
    placeholderData: keepPreviousData,
  });

export const useCoursesQuery = (query: TCourseListQuery) => useQuery(coursesQuery(query));
