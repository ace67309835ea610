import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toastError, toastSuccess } from '#lib/notify';
import { bindSocialite } from './api/account-security';
import { useReloadMember } from './api/member-detail';
import './i18n/register';
import { claimBindCode, readBindReturn, withoutBindParams } from './social-bind';

/**
 * Finishes a QQ bind when the provider sends the member back here with `login_code&action=bind`: the code
 * is exchanged once (POST /member/socialite/bindWithCode), 绑定成功 is shown and the member read again.
 * A refusal is toasted by the http client (请勿重复绑定 stays silent there). Either way the round trip's
 * parameters leave the address, so a reload or a shared link does not replay them.
 */
export function useSocialBindReturn() {
  const { t } = useTranslation('member');
  const reload = useReloadMember();
  const [params, setParams] = useSearchParams();
  const outcome = readBindReturn(params);
  const seen = outcome ? (outcome.kind === 'code' ? outcome.code : `error:${outcome.message}`) : null;
  // React runs a fresh effect twice in development: the same address is handled once.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!outcome || !seen || handled.current === seen) return;
    handled.current = seen;
    const clean = () => setParams((now) => withoutBindParams(now), { replace: true });
    if (outcome.kind === 'error') {
      toastError(outcome.message ?? t('profile.bindFailed'));
      clean();
      return;
    }
    if (!claimBindCode(outcome.code)) {
      clean();
      return;
    }
    bindSocialite(outcome.code)
      .then(() => {
        toastSuccess(t('profile.bindDone'));
        return reload();
      })
      .catch(() => undefined)
      .finally(clean);
  }, [outcome, seen, setParams, reload, t]);
}
