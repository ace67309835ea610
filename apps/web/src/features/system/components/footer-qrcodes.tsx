import { QRCode } from 'antd';
import type { TSystemConfig } from '@shuyuan/contract/system';
import { useTranslation } from 'react-i18next';

type TQr = TSystemConfig['contact']['qrcodes'][number];

/** The two footer codes: the uploaded image when there is one, else a code drawn from `url`. */
export function FooterQrCodes({ codes }: { codes: TQr[] }) {
  const { t } = useTranslation();
  const shown = codes.filter((c) => c.image || c.url).slice(0, 2);
  if (shown.length === 0) return null;
  return (
    <ul className="footer-qr">
      {shown.map((c) => (
        <li key={`${c.name}-${c.url}-${c.image}`} className="footer-qr__item">
          <figure className="footer-qr__figure">
            {c.image ? (
              <img
                className="footer-qr__img"
                src={c.image}
                alt={t('footer.qrcodeAlt', { name: c.name })}
                width={104}
                height={104}
                loading="lazy"
              />
            ) : (
              <div
                role="img"
                aria-label={t('footer.qrcodeAlt', { name: c.name })}
                className="footer-qr__code"
              >
                <QRCode
                  value={c.url}
                  size={104}
                  bordered={false}
                  color="#0b1f14"
                  bgColor="#ffffff"
                  type="svg"
                />
              </div>
            )}
            <figcaption className="footer-qr__caption">{c.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
