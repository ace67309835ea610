import { getCourse } from '@shuyuan/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import { readCourseDetail } from '../course-detail';

/** GET /api/v2/course/{id}; the token is sent when present so is_buy / favourite reflect the member. */
export const fetchCourseDetail = async (id: number) =>
  readCourseDetail(
    (await callEndpoint(getCourse, { params: { id } }, { silent: true })) as unknown as Record<
      string,
      unknown
    >,
  );

export const courseDetailQuery = (id: number, memberKey: string) =>
  queryOptions({
    queryKey: [getCourse.id, id, memberKey],
    queryFn: () => fetchCourseDetail(id),
    retry: false,
  });

export const useCourseDetailQuery = (id: number, memberKey: string) =>
  useQuery({ ...courseDetailQuery(id, memberKey), enabled: id > 0 });
