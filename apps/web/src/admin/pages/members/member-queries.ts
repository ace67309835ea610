import { adminGetMember } from '@shuyuan/contract/admin-members';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-http';

export const MEMBERS_KEY = ['admin', 'members'] as const;

export function useMember(id: number | null) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, 'detail', id],
    queryFn: () => callAdmin(adminGetMember, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
