import { adminLogin, adminLogout, adminMe } from '@shuyuan/contract/admin';
import type { EndpointBody } from '@shuyuan/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin, clearAdminToken, readAdminToken, saveAdminToken } from '../admin-http';

const ME_KEY = ['admin', 'me'] as const;

export function useAdminMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: () => callAdmin(adminMe),
    enabled: readAdminToken() !== null,
    retry: false,
  });
}

export function useAdminLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof adminLogin>) => callAdmin(adminLogin, { body }),
    onSuccess: (data) => {
      saveAdminToken(data.token);
      client.setQueryData(ME_KEY, data.admin);
    },
  });
}

export function useAdminLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callAdmin(adminLogout).catch(() => []),
    onSettled: () => {
      clearAdminToken();
      client.removeQueries({ queryKey: ['admin'] });
    },
  });
}
