import type { TSystemConfig } from '@shuyuan/contract/system';
import { useTranslation } from 'react-i18next';

type TQr = TSystemConfig['contact']['qrcodes'][number];

/** The two footer codes. The server sends each as an image (uploaded, or drawn by it from the link). */
export function FooterQrCodes({ codes }: { codes: TQr[] }) {
  const { t } = useTranslation();
  const shown = codes.filter((c) => c.image).slice(0, 2);
  if (shown.length === 0) return null;
  return (
    <ul className="footer-qr">
      {shown.map((c) => (
        <li key={`${c.name}-${c.url}-${c.image.slice(-24)}`} className="footer-qr__item">
          <figure className="footer-qr__figure">
            <img
              className="footer-qr__img"
              src={c.image}
              alt={t('footer.qrcodeAlt', { name: c.name })}
              width={104}
              height={104}
              loading="lazy"
            />
            <figcaption className="footer-qr__caption">{c.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
