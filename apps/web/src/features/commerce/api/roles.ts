import { listRoles } from '@shuyuan/contract/commerce';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { getMemberDetail } from '@shuyuan/contract/member';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import { fetchMemberDetail } from '#lib/store/get-member-detail';

export type TRole = EndpointData<typeof listRoles>[number];

export const useRolesQuery = () =>
  useQuery({ queryKey: [listRoles.id], queryFn: () => callEndpoint(listRoles, {}, { silent: true }) });

/** The member's current plan (role and expiry), for the VIP page's "your membership" line. */
export const useMemberRoleQuery = (memberKey: string | null) =>
  useQuery({
    queryKey: [getMemberDetail.id, 'role', memberKey],
    queryFn: async () => {
      const m = await fetchMemberDetail();
      return m.role ? { name: m.role.name, expiredAt: m.role_expired_at } : null;
    },
    enabled: memberKey !== null,
    staleTime: 0,
  });
