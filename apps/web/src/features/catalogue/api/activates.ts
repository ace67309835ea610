import {
  enrolActivate,
  getActivate,
  listActivateCategories,
  listActivates,
  toggleActivateLike,
} from '@shuyuan/contract/activates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import { previewCall } from '#lib/preview';
import { readActivateDetail } from '../activate';

export const fetchActivateCategories = () =>
  callEndpoint(listActivateCategories, { query: { platform: 'PC' } });

export const useActivateCategoriesQuery = () =>
  useQuery({
    queryKey: [listActivateCategories.id, 'PC'],
    queryFn: fetchActivateCategories,
    staleTime: 300_000,
  });

export interface ActivateListQuery {
  page: number;
  page_size: number;
  cid?: number;
}

export const fetchActivates = (query: ActivateListQuery) => callEndpoint(listActivates, { query });

export const useActivatesQuery = (query: ActivateListQuery) =>
  useQuery({
    queryKey: [listActivates.id, query],
    queryFn: () => fetchActivates(query),
    placeholderData: keepPreviousData,
  });

export const fetchActivateDetail = async (id: number, preview = false) =>
  readActivateDetail(
    await callEndpoint(getActivate, { params: { id } }, { silent: true, ...previewCall(preview) }),
  );

export const useActivateDetailQuery = (id: number, memberKey: string, preview = false) =>
  useQuery({
    queryKey: [getActivate.id, id, memberKey, preview],
    queryFn: () => fetchActivateDetail(id, preview),
    enabled: id > 0,
    retry: false,
  });

export function useActivateMutations(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [getActivate.id, id] });
  return {
    /** Free enrolment for members; paid ones go through the order flow. */
    enrol: useMutation({
      mutationFn: () => callEndpoint(enrolActivate, { params: { id } }),
      onSuccess: refresh,
    }),
    /** Resolves with 1 when the offline course is now a favourite. */
    like: useMutation({
      mutationFn: () => callEndpoint(toggleActivateLike, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
