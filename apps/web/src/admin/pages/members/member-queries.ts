import { adminGetMember, adminListMembers } from '@shuyuan/contract/admin-members';
import type { EndpointQuery } from '@shuyuan/contract/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-http';

export const MEMBERS_KEY = ['admin', 'members'] as const;

export function useMemberList(query: EndpointQuery<typeof adminListMembers>) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, 'list', query],
    queryFn: () => callAdmin(adminListMembers, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: number | null) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, 'detail', id],
    queryFn: () => callAdmin(adminGetMember, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
