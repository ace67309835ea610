import type { EndpointData } from '@shuyuan/contract/endpoint';
import { changeNickname, destroyMember, uploadAvatar } from '@shuyuan/contract/member';
import { callEndpoint, http } from '#lib/http';

export const saveNickname = (nick_name: string) => callEndpoint(changeNickname, { body: { nick_name } });

/** multipart/form-data with the one part `file` (the browser writes the boundary). */
export function sendAvatar(file: File): Promise<EndpointData<typeof uploadAvatar>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<never, EndpointData<typeof uploadAvatar>>(uploadAvatar.path, form);
}

export const requestAccountDeletion = () => callEndpoint(destroyMember);
