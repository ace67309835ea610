import { getCourse, toggleCourseLike } from '@shuyuan/contract/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

/** Toggles the favourite; the answer is 1 when the course is now a favourite, 0 when it no longer is. */
export const fetchToggleCourseLike = (id: number) => callEndpoint(toggleCourseLike, { params: { id } });

export function useToggleCourseLike(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => fetchToggleCourseLike(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [getCourse.id, id] }),
  });
}
