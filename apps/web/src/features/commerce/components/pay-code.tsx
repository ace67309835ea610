import { ExportOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, QRCode } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageHref } from '#lib/i18n/index';
import { PHONE_QUERY, useMediaQuery } from '#shared/use-media-query';
import type { PayUrlKind } from '../pay-flow';
import './pay-code.css';
import '../i18n/register';

/** Which line tells the buyer how to pay, by channel (hand pay shows text, never a code). */
function hintKey(payment: string, kind: PayUrlKind) {
  if (payment === 'sandbox') return 'commerce:pay.sandboxHint' as const;
  if (kind === 'app' || payment === 'wechat') return 'commerce:pay.wechatHint' as const;
  return 'commerce:pay.scanHint' as const;
}

/**
 * The QR code of a payment address (the sandbox cashier's page, WeChat Native's code_url) with, for a web
 * page, a plain link opening it in a new tab. On a narrow screen the QR would have to be scanned by the
 * device showing it, so the link takes its place (a `weixin://` link only works scanned, so it stays a QR).
 */
export function PayCode({ payUrl, kind, payment }: { payUrl: string; kind: PayUrlKind; payment: string }) {
  const { t, i18n } = useTranslation(['translation', 'commerce']);
  const phone = useMediaQuery(PHONE_QUERY);
  // The sandbox cashier is the site's own page: it opens in the language shown here, even after a switch.
  const href = payment === 'sandbox' ? pageHref(payUrl, i18n.language) : payUrl;
  if (phone && kind === 'web') {
    return (
      <div className="pay-code pay-code--phone">
        <span className="icon-disc pay-code__phone-icon" aria-hidden="true">
          <MobileOutlined />
        </span>
        <p className="pay-code__hint">{t('commerce:pay.phoneHint')}</p>
        <Button
          type="primary"
          size="large"
          block
          href={href}
          target="_blank"
          rel="noopener"
          icon={<ExportOutlined />}
          iconPlacement="end"
        >
          {t('commerce:pay.openCashierPhone')}
        </Button>
      </div>
    );
  }
  return (
    <div className="pay-code">
      <div className="pay-code__qr">
        {/* The name goes on the <svg> itself: antd gives it role="img", which needs its own name. */}
        <QRCode
          value={href}
          size={200}
          bordered={false}
          type="svg"
          color="#0b1f14"
          bgColor="#ffffff"
          aria-label={t('commerce:pay.qrAlt')}
        />
      </div>
      <p className="pay-code__hint">{t(hintKey(payment, kind))}</p>
      {kind === 'web' && (
        <a className="pay-code__open" href={href} target="_blank" rel="noopener">
          {t('commerce:pay.openCashier')} <ExportOutlined aria-hidden="true" />
        </a>
      )}
    </div>
  );
}
