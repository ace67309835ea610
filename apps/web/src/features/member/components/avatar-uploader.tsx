import { CameraOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES } from '@shuyuan/contract/member';
import { Avatar, type AvatarProps } from 'antd';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '#lib/notify';
import { useReloadMember } from '../api/member-detail';
import { sendAvatar } from '../api/profile';
import { avatarFileProblem } from '../profile-facts';
import './avatar-uploader.css';
import '../i18n/register';

/**
 * The avatar with a camera button: choosing a file uploads it at once (the server checks and re-encodes it),
 * then the member is read again so the header follows. A server refusal is toasted by the http client.
 */
export function AvatarUploader({
  src,
  name,
  size = 96,
}: {
  src: string;
  name: string;
  /** A number, or antd's per-breakpoint sizes. */
  size?: AvatarProps['size'];
}) {
  const { t } = useTranslation('member');
  const inputId = useId();
  const reload = useReloadMember();
  const [busy, setBusy] = useState(false);

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a failure.
    e.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file, AVATAR_MAX_BYTES);
    if (problem) {
      toastError(t(`profile.${problem}`));
      return;
    }
    setBusy(true);
    try {
      await sendAvatar(file);
      await reload();
      toastSuccess(t('profile.avatarDone'));
    } catch {
      // Already shown by the http client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="avatar-uploader" aria-busy={busy}>
      <Avatar
        size={size}
        src={src || undefined}
        icon={<UserOutlined />}
        alt={t('profile.avatarAlt', { name })}
        className="avatar-uploader__img"
      />
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        name="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        disabled={busy}
        onChange={(e) => void onChange(e)}
      />
      <label htmlFor={inputId} className="avatar-uploader__button" title={t('profile.avatarHint')}>
        {busy ? <LoadingOutlined aria-hidden="true" /> : <CameraOutlined aria-hidden="true" />}
        <span className="visually-hidden">{busy ? t('profile.uploading') : t('profile.changeAvatar')}</span>
      </label>
    </div>
  );
}
