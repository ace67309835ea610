import { getCourse } from '@shuyuan/contract/catalogue';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * `sharedWhileLoading`: while a member's own answer is on its way, draw the visitor's answer when the cache has
 * it (the page's first HTML carries it, issue 21) as placeholder data; `isPlaceholderData` tells the page
 * that the member's own states (bought, liked) are not known yet.
 */
export const useCourseDetailQuery = (
  id: number,
  memberKey: string,
  preview = false,
  { sharedWhileLoading = false } = {},
) => {
  const queryClient = useQueryClient();
  return useQuery({
    ...courseDetailQuery(id, memberKey, preview),
    enabled: id > 0,
    placeholderData:
      sharedWhileLoading && memberKey !== 'anon'
        ? () => queryClient.getQueryData(courseDetailQuery(id, 'anon', preview).queryKey)
        : undefined,
  });
};

const COURSE_PATH = new RegExp(`^${getCourse.path.replace(':id', '([1-9]\\d*)')}$`);

/**
 * Puts the course details the page's HTML carries (lib/page-data.ts) into the cache under the key of a visitor
 * who is nobody, the answer they are (issue 21): the course page draws at once. A member's own flags (bought,
 * liked, progress) still come from the API: their key changes once start-up has read them.
 */
export function seedCourseDetails(queryClient: QueryClient, answers: ReadonlyMap<string, unknown>): void {
  for (const [path, data] of answers) {
    const id = COURSE_PATH.exec(path)?.[1];
    if (!id || typeof data !== 'object' || data === null) continue;
    const detail = readCourseDetail(data as Record<string, unknown>);
    queryClient.setQueryData(courseDetailQuery(Number(id), 'anon').queryKey, detail);
  }
}
