import { getCourse } from '@shuyuan/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import { previewCall } from '#lib/preview';
import { readCourseDetail } from '../course-detail';

/**
 * GET /api/v2/course/{id}; the token is sent when present so is_buy / favourite reflect the member. A
 * preview (the console's "view on site") sends the admin token instead.
 */
export const fetchCourseDetail = async (id: number, preview = false) =>
  readCourseDetail(
    (await callEndpoint(
      getCourse,
      { params: { id } },
      { silent: true, ...previewCall(preview) },
    )) as unknown as Record<string, unknown>,
  );

export const courseDetailQuery = (id: number, memberKey: string, preview = false) =>
  queryOptions({
    queryKey: [getCourse.id, id, memberKey, preview],
    queryFn: () => fetchCourseDetail(id, preview),
    retry: false,
  });

export const useCourseDetailQuery = (id: number, memberKey: string, preview = false) =>
  useQuery({ ...courseDetailQuery(id, memberKey, preview), enabled: id > 0 });
