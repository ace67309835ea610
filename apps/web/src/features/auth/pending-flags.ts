import type { TSystemConfig } from '@shuyuan/contract/system';
import { FLAG_PENDING, removeLocal, StorageKey, writeLocal } from '#lib/storage';

/** The two pending-step flags follow the member and the site's switches (spec §4, upstream start-up). */
export function syncPendingFlags(
  user: { is_bind_mobile: number; is_face_verify: boolean },
  config: TSystemConfig | null,
) {
  const bindPending = user.is_bind_mobile === 0 && config?.member.enabled_mobile_bind_alert === 1;
  const facePending = user.is_face_verify === false && config?.member.enabled_face_verify === true;
  if (bindPending) writeLocal(StorageKey.bindMobile, FLAG_PENDING);
  else removeLocal(StorageKey.bindMobile);
  if (facePending) writeLocal(StorageKey.faceCheck, FLAG_PENDING);
  else removeLocal(StorageKey.faceCheck);
}
