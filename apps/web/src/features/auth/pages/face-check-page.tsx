import { ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, QRCode } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '#lib/http';
import { toastSuccess } from '#lib/notify';
import { readToken, removeLocal, StorageKey } from '#lib/storage';
import { useAppSelector } from '#lib/store/app-store';
import { usePageTitle } from '#shared/use-page-title';
import { beginFaceVerify, checkFaceVerify } from '../api/face-verify';
import { safeRedirectTarget } from '../redirect-target';
import { useRefreshMember } from '../use-refresh-member';
import { PendingStepCard } from './pending-step-card';
import '../i18n/register';

/** Upstream polls the provider's result every 2.5 s. */
const FACE_POLL_MS = 2500;

type Phase =
  | { kind: 'starting' }
  | { kind: 'waiting'; url: string; rule_id: string; biz_token: string }
  | { kind: 'error'; message: string };

/**
 * /face-check: starts a face verification (s_url 'PC'), shows its url as a QR code and as a link, polls the
 * result; status 9 → 实名认证成功, the member is read again and the visitor goes on to `redirect` or home.
 */
export function FaceCheckPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('faceCheckPage.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refreshMember = useRefreshMember();
  useAppSelector((s) => s.loginUser.isLogin);
  const loggedIn = readToken() !== null;
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const start = useCallback(async () => {
    setPhase({ kind: 'starting' });
    try {
      const r = await beginFaceVerify();
      if (alive.current) setPhase({ kind: 'waiting', ...r });
    } catch (err) {
      // The server's reason (e.g. 当前学员已完成实人认证) stays on the page, with a way to try again.
      const said = err instanceof ApiError && err.envelope.code < 500 ? err.envelope.message : '';
      if (alive.current) setPhase({ kind: 'error', message: said || t('faceCheckPage.startFailed') });
    }
  }, [t]);

  useEffect(() => {
    if (loggedIn) void start();
  }, [loggedIn, start]);

  const waiting = phase.kind === 'waiting' ? phase : null;
  const redirect = params.get('redirect');
  useEffect(() => {
    if (!waiting) return;
    let busy = false;
    const id = window.setInterval(async () => {
      if (busy) return;
      busy = true;
      const r = await checkFaceVerify({ rule_id: waiting.rule_id, biz_token: waiting.biz_token });
      busy = false;
      if (!alive.current || r.kind === 'pending') return;
      window.clearInterval(id);
      if (r.kind === 'failed') {
        setPhase({ kind: 'error', message: r.message });
        return;
      }
      toastSuccess(t('faceCheckPage.success'));
      removeLocal(StorageKey.faceCheck);
      await refreshMember().catch(() => undefined);
      navigate(safeRedirectTarget(redirect), { replace: true });
    }, FACE_POLL_MS);
    return () => window.clearInterval(id);
  }, [waiting, redirect, navigate, refreshMember, t]);

  return (
    <PendingStepCard
      title={t('faceCheckPage.title')}
      lead={t('faceCheckPage.lead')}
      needLogin={t('faceCheckPage.needLogin')}
      loggedIn={loggedIn}
    >
      <div className="face-check">
        <figure className="face-check__code">
          <figcaption className="visually-hidden">{t('faceCheckPage.qrLabel')}</figcaption>
          <QRCode
            value={waiting?.url || ' '}
            size={220}
            type="svg"
            bordered={false}
            status={waiting ? 'active' : phase.kind === 'error' ? 'expired' : 'loading'}
            onRefresh={() => void start()}
          />
        </figure>
        {waiting && (
          <a href={waiting.url} target="_blank" rel="noopener noreferrer">
            <ExportOutlined aria-hidden="true" /> {t('faceCheckPage.open')}
          </a>
        )}
        <p
          className={
            phase.kind === 'error' ? 'face-check__status face-check__status--error' : 'face-check__status'
          }
          role="status"
        >
          {phase.kind === 'error'
            ? phase.message
            : waiting
              ? t('faceCheckPage.waiting')
              : t('faceCheckPage.starting')}
        </p>
        {phase.kind !== 'starting' && (
          // Also while waiting: a failed attempt on the phone keeps answering "not yet" (MeEdu), so the
          // person needs a way to start over.
          <Button
            type={phase.kind === 'error' ? 'default' : 'link'}
            icon={<ReloadOutlined aria-hidden="true" />}
            onClick={() => void start()}
          >
            {t('faceCheckPage.retry')}
          </Button>
        )}
      </div>
    </PendingStepCard>
  );
}
