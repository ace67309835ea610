import { EditOutlined } from '@ant-design/icons';
import { NICKNAME_MAX_CHARS } from '@shuyuan/contract/member';
import { Button, Input, Space } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '#lib/notify';
import { useReloadMember } from '../api/member-detail';
import { saveNickname } from '../api/profile';
import { nicknameProblem } from '../profile-facts';
import '../i18n/register';

/** The nickname, with an inline editor while it may still be changed (once, as upstream). */
export function NicknameField({ nickname, canChange }: { nickname: string; canChange: boolean }) {
  const { t } = useTranslation('member');
  const reload = useReloadMember();
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(nickname);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = nicknameProblem(value, NICKNAME_MAX_CHARS);
    if (problem) {
      setError(t(`profile.${problem}`));
      return;
    }
    setBusy(true);
    try {
      await saveNickname(value.trim());
      await reload();
      setEditing(false);
      toastSuccess(t('profile.nicknameSaved'));
    } catch {
      // Shown by the http client (昵称已经存在, 当前用户已配置昵称).
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <div className="info-value">
        <span className="info-value__main">{nickname}</span>
        {canChange ? (
          <>
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => {
                setValue(nickname);
                setError(null);
                setEditing(true);
              }}
            >
              {t('profile.nicknameEdit')}
            </Button>
            <span className="info-value__hint">{t('profile.nicknameHint')}</span>
          </>
        ) : (
          <span className="info-value__hint">{t('profile.nicknameLocked')}</span>
        )}
      </div>
    );
  }

  return (
    <form className="nickname-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {t('profile.nickname')}
      </label>
      <Space.Compact className="nickname-form__row">
        <Input
          id={inputId}
          autoFocus
          value={value}
          maxLength={NICKNAME_MAX_CHARS * 2}
          placeholder={t('profile.nicknamePlaceholder')}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('profile.nicknameSave')}
        </Button>
      </Space.Compact>
      <Button type="text" onClick={() => setEditing(false)} disabled={busy}>
        {t('profile.cancel')}
      </Button>
      <p
        id={`${inputId}-hint`}
        className={error ? 'nickname-form__hint is-error' : 'nickname-form__hint'}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('profile.nicknameHint')}
      </p>
    </form>
  );
}
