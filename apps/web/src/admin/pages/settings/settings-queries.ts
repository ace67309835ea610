import { adminGetSettings } from '@shuyuan/contract/admin-settings';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-http';

export const SETTINGS_KEY = ['admin', 'settings'] as const;

/** Every editable setting, secrets blanked (`secrets_set` says which hold a value). */
export function useSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => callAdmin(adminGetSettings) });
}
