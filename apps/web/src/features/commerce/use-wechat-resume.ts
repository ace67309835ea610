import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isHashMode } from '#lib/site-url';
import { h5PayPath, PAY_RESUME_WECHAT, type PayParams, payPath, payReturnUrl } from './pay-flow';
import { type PayOutcome, startAndFollow } from './start-and-follow';

const RESUME = 'pay_resume';

/** In hash mode the server's `pay_resume` lands in the real query, before the `#/…` route. */
const inWindowQuery = () =>
  isHashMode() && new URLSearchParams(window.location.search).get(RESUME) === PAY_RESUME_WECHAT;

/**
 * `pay_resume=wechat` (decision 025): WeChat Pay inside WeChat first sent the member to the official account's
 * authorisation, which came back here once the server knew their openid. Once the order's status says it is
 * still open (`ready`), this starts WeChat Pay again (now JSAPI) and hands the outcome over, once: the flag
 * leaves the address so a reload does not open WeChat's sheet again. Another redirect instead of JSAPI is
 * reported as `unusable` rather than followed, which could loop.
 */
export function useWechatResume({
  order,
  device,
  ready,
  onOutcome,
}: {
  order: PayParams;
  device: 'desktop' | 'phone';
  ready: boolean;
  onOutcome: (outcome: PayOutcome) => void;
}): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const wanted = params.get(RESUME) === PAY_RESUME_WECHAT || inWindowQuery();
  const done = useRef(false);
  const report = useRef(onOutcome);
  report.current = onOutcome;

  useEffect(() => {
    if (!wanted || !ready || done.current) return;
    done.current = true;
    if (inWindowQuery()) {
      const url = new URL(window.location.href);
      url.searchParams.delete(RESUME);
      window.history.replaceState(window.history.state, '', url);
    }
    // The page's own address rebuilt from its parameters: no pay_resume, WeChat Pay as the channel.
    const again = { ...order, payment: 'wechat' };
    navigate(device === 'phone' ? h5PayPath(again) : payPath(again), { replace: true });
    void startAndFollow({
      orderId: order.orderId,
      payment: 'wechat',
      scene: 'wechat',
      returnUrl: payReturnUrl(order, 'wechat', device === 'phone'),
      device,
      follow: false,
    }).then((outcome) => report.current(outcome.kind === 'go' ? { kind: 'unusable' } : outcome));
  }, [wanted, ready, order, device, navigate]);

  return wanted && !done.current;
}
