import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCourseCategoriesQuery } from '#features/catalogue';
import { useAppSelector } from '#lib/store/app-store';
import { useLinksQuery } from '../api/list-links';
import { useSpecialCategoriesQuery } from '../api/list-special-categories';
import { FooterQrCodes } from './footer-qrcodes';
import { SiteLogo } from './site-logo';
import './site-footer.css';

/** Spec §2: footer shows at most 6 special categories. */
export const MAX_SPECIALS = 6;

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const config = useAppSelector((s) => s.systemConfig.config);
  const specials = useSpecialCategoriesQuery().data ?? [];
  const categories = useCourseCategoriesQuery().data ?? [];
  const links = useLinksQuery().data ?? [];
  const contact = config?.contact;
  const name = config?.name || t('app.name');
  const label = (v: { name: string; name_en: string }) => (en && v.name_en ? v.name_en : v.name);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={name}>
          <SiteLogo light />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <ul className="site-footer__site-links">
            <li>
              <Link to="/about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/articles">{t('footer.articles')}</Link>
            </li>
            <li>
              <Link to="/announcement">{t('footer.announcements')}</Link>
            </li>
          </ul>
        </section>

        <nav className="site-footer__col" aria-labelledby="footer-courses">
          <h2 id="footer-courses" className="site-footer__heading">
            {t('footer.courses')}
          </h2>
          <ul>
            <li>
              <Link to="/courses">{t('footer.onlineCourses')}</Link>
            </li>
            <li>
              <Link to="/activates">{t('footer.offlineCourses')}</Link>
            </li>
            {categories.slice(0, 4).map((c) => (
              <li key={c.id}>
                <Link to={`/courses?cid=${c.id}`}>{label(c)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__col" aria-labelledby="footer-specials">
          <h2 id="footer-specials" className="site-footer__heading">
            {t('footer.specials')}
          </h2>
          {specials.length === 0 ? (
            <p className="site-footer__muted">{t('footer.noSpecials')}</p>
          ) : (
            <ul>
              {specials.slice(0, MAX_SPECIALS).map((s) => (
                <li key={`${s.type}-${s.id}`}>
                  <Link to={`${s.type === 'activate' ? '/activates' : '/courses'}?cid=${s.id}`}>
                    {label(s)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>

        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contact')}
          </h2>
          {contact && (
            <address className="site-footer__contact">
              {contact.address && (
                <p>
                  <EnvironmentOutlined aria-hidden="true" />
                  <span className="visually-hidden">{t('footer.address')}：</span>
                  {contact.address}
                </p>
              )}
              {contact.phone && (
                <p>
                  <PhoneOutlined aria-hidden="true" />
                  <span className="visually-hidden">{t('footer.phone')}：</span>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                </p>
              )}
              {contact.email && (
                <p>
                  <MailOutlined aria-hidden="true" />
                  <span className="visually-hidden">{t('footer.email')}：</span>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </p>
              )}
            </address>
          )}
        </section>

        <section className="site-footer__qr" aria-label={t('footer.followUs')}>
          <h2 className="site-footer__heading">{t('footer.followUs')}</h2>
          <FooterQrCodes codes={contact?.qrcodes ?? []} />
        </section>
      </div>

      {links.length > 0 && (
        <div className="container site-footer__links">
          <h2 className="site-footer__links-title">{t('footer.links')}</h2>
          <ul>
            {links.map((l) => (
              <li key={l.id}>
                <a href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <span>{t('footer.rights', { year: new Date().getFullYear(), name })}</span>
          {config?.icp && (
            <a
              href={config.icp_link || 'https://beian.miit.gov.cn/'}
              target="_blank"
              rel="noopener noreferrer"
            >
              {config.icp}
            </a>
          )}
          {config?.icp2 && (
            <a href={config.icp2_link || '#'} target="_blank" rel="noopener noreferrer">
              {config.icp2}
            </a>
          )}
        </div>
      </div>
    </footer>
  );
}
