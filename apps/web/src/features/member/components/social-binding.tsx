import { Button, Popconfirm, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { WechatScanDialog } from '#features/auth';
import { toastSuccess } from '#lib/notify';
import { bindSocialite, type SocialApp, unbindSocial } from '../api/account-security';
import { useReloadMember } from '../api/member-detail';
import '../i18n/register';
import { qqBindUrl } from '../social-bind';

/**
 * One third-party row's value: 已绑定 / 未绑定, and 绑定 (QQ: a redirect to the provider and back here,
 * finished by use-social-bind-return; WeChat: the scan dialog in bind mode) or 解绑 after a confirm.
 */
export function SocialBinding({ app, bound }: { app: SocialApp; bound: boolean }) {
  const { t } = useTranslation('member');
  const location = useLocation();
  const reload = useReloadMember();
  const [scanning, setScanning] = useState(false);
  const name = app === 'qq' ? t('profile.qq') : t('profile.wechat');

  const bind = () => {
    if (app === 'qq') window.location.assign(qqBindUrl(`${location.pathname}${location.search}`));
    else setScanning(true);
  };

  const bindScanned = async (code: string) => {
    await bindSocialite(code);
    setScanning(false);
    toastSuccess(t('profile.bindDone'));
    void reload();
  };

  const unbind = async () => {
    try {
      await unbindSocial(app);
    } catch {
      return; // the http client has toasted why; the confirm just closes
    }
    toastSuccess(t('profile.unbindDone'));
    await reload();
  };

  return (
    <div className="info-value">
      {bound ? <Tag color="success">{t('profile.bound')}</Tag> : <Tag>{t('profile.unbound')}</Tag>}
      {bound ? (
        <Popconfirm
          title={t('profile.unbindTitle', { app: name })}
          description={t('profile.unbindText', { app: name })}
          okText={t('profile.unbind')}
          cancelText={t('profile.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={unbind}
        >
          <Button type="link" size="small" aria-label={`${t('profile.unbind')} ${name}`}>
            {t('profile.unbind')}
          </Button>
        </Popconfirm>
      ) : (
        <Button type="link" size="small" aria-label={`${t('profile.bind')} ${name}`} onClick={bind}>
          {t('profile.bind')}
        </Button>
      )}
      {scanning && (
        // Lazily loaded (auth's entry): the scan dialog's code comes when the member asks to bind.
        <Suspense fallback={null}>
          <WechatScanDialog action="bind" onCode={bindScanned} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </div>
  );
}
