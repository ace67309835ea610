import { ReloadOutlined } from '@ant-design/icons';
import { Button, QRCode } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '#lib/store/app-store';
import { closeAuthDialog, openAuthDialog, openBindMobileDialog } from '#lib/store/auth-dialog-slice';
import { loginByCode } from '../api/sign-in';
import { pollWechatScan, startWechatScan } from '../api/wechat-scan';
import { useCompleteLogin } from '../use-complete-login';
import { formatCountdown, scannedCode, secondsLeft, WECHAT_POLL_MS } from '../wechat-scan-clock';
import { AuthModal } from './auth-modal';
import '../i18n/register';

type Phase =
  | { kind: 'loading' }
  | { kind: 'active'; url: string; key: string; expire: number }
  | { kind: 'loggingIn'; url: string }
  | { kind: 'expired'; url: string };

/**
 * Logging in (the default, opened through the dialog slice), or binding WeChat to the signed-in member:
 * then the member page owns the dialog and does the bind with the code (meedu-api.md §1.1, action=bind).
 */
export type WechatScanProps =
  | { action?: 'login' }
  | { action: 'bind'; onCode: (code: string) => Promise<void>; onClose: () => void };

/**
 * WeChat scan (spec §4): a QR code of `url` with a countdown to `expire`; the query is polled every second;
 * a code logs in (or opens the bind dialog for bind_mobile), or is handed to `onCode` when binding; expiry
 * or an error shows the code as expired with a refresh.
 */
export function WechatScanDialog(props: WechatScanProps = {}) {
  const action = props.action ?? 'login';
  // The latest callbacks, read when a code arrives: the parent may pass new ones on every render.
  const bindRef = useRef(props.action === 'bind' ? props : null);
  bindRef.current = props.action === 'bind' ? props : null;
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const completeLogin = useCompleteLogin();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const start = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      const s = await startWechatScan(action);
      if (alive.current) {
        setNow(Date.now());
        setPhase({ kind: 'active', url: s.url, key: s.key, expire: s.expire });
      }
    } catch {
      if (alive.current) setPhase({ kind: 'expired', url: '' });
    }
  }, [action]);

  useEffect(() => {
    void start();
  }, [start]);

  const exchange = useCallback(
    async (code: string, url: string) => {
      setPhase({ kind: 'loggingIn', url });
      try {
        if (bindRef.current) {
          await bindRef.current.onCode(code);
          return;
        }
        const r = await loginByCode(code);
        if (r.success === 1) await completeLogin(r.token);
        else dispatch(openBindMobileDialog(r.code));
      } catch {
        if (alive.current) setPhase({ kind: 'expired', url });
      }
    },
    [completeLogin, dispatch],
  );

  const active = phase.kind === 'active' ? phase : null;
  useEffect(() => {
    if (!active) return;
    let busy = false;
    const id = window.setInterval(async () => {
      setNow(Date.now());
      if (secondsLeft(active.expire, Date.now()) <= 0) {
        window.clearInterval(id);
        setPhase({ kind: 'expired', url: active.url });
        return;
      }
      if (busy) return;
      busy = true;
      try {
        const code = scannedCode((await pollWechatScan(active.key)).code);
        if (code && alive.current) {
          window.clearInterval(id);
          void exchange(code, active.url);
        }
      } catch {
        window.clearInterval(id);
        if (alive.current) setPhase({ kind: 'expired', url: active.url });
      } finally {
        busy = false;
      }
    }, WECHAT_POLL_MS);
    return () => window.clearInterval(id);
  }, [active, exchange]);

  const left = active ? secondsLeft(active.expire, now) : 0;
  const status =
    phase.kind === 'expired' ? 'expired' : phase.kind === 'active' ? 'active' : ('loading' as const);
  const value = phase.kind === 'loading' ? '' : phase.url;
  const said =
    phase.kind === 'expired'
      ? t('wechat.expired')
      : phase.kind === 'loggingIn'
        ? t(action === 'bind' ? 'wechat.binding' : 'wechat.loggingIn')
        : phase.kind === 'loading'
          ? t('wechat.loading')
          : '';

  return (
    <AuthModal
      title={t(action === 'bind' ? 'wechat.bindTitle' : 'wechat.title')}
      onClose={() => (bindRef.current ? bindRef.current.onClose() : dispatch(closeAuthDialog()))}
    >
      <div className="auth-wechat">
        <figure className="auth-wechat__code">
          <figcaption className="visually-hidden">
            {t(action === 'bind' ? 'wechat.bindQrLabel' : 'wechat.qrLabel')}
          </figcaption>
          <QRCode
            value={value || ' '}
            size={220}
            status={status}
            onRefresh={() => void start()}
            type="svg"
            bordered={false}
          />
        </figure>
        <p className="auth-wechat__hint">{t(action === 'bind' ? 'wechat.bindHint' : 'wechat.hint')}</p>
        {phase.kind === 'expired' ? (
          <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void start()}>
            {t('wechat.refresh')}
          </Button>
        ) : (
          <p className="auth-wechat__time">
            {active ? t('wechat.expiresIn', { time: formatCountdown(left) }) : '\u00a0'}
          </p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {said}
        </p>
        {action === 'login' && (
          <button
            type="button"
            className="auth-wechat__other"
            onClick={() => dispatch(openAuthDialog('login'))}
          >
            {t('wechat.otherWays')}
          </button>
        )}
      </div>
    </AuthModal>
  );
}
