import { COMMENT_TARGETS, listComments, postComment, type TComment } from '@shuyuan/contract/comments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export type { TComment };

/** Comment target types (rt): 1 course, 2 video. */
export const COMMENT_RT = COMMENT_TARGETS;

export const fetchComments = (rt: number, rid: number) => callEndpoint(listComments, { query: { rt, rid } });

export const useCommentsQuery = (rt: number, rid: number) =>
  useQuery({ queryKey: [listComments.id, rt, rid], queryFn: () => fetchComments(rt, rid) });

export const sendComment = (rt: number, rid: number, content: string) =>
  callEndpoint(postComment, { body: { rt, rid, content } });

export function usePostComment(rt: number, rid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendComment(rt, rid, content),
    onSuccess: () => client.invalidateQueries({ queryKey: [listComments.id, rt, rid] }),
  });
}
