import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCourseCategoriesQuery } from '#features/catalogue';
import { useAppSelector } from '#lib/store/app-store';
import { localName } from '#shared/local-name';
import { useLinksQuery } from '../api/list-links';
import { useSpecialCategoriesQuery } from '../api/list-special-categories';
import { ContactLine, FooterColumn, FooterLinks, OutLink } from './footer-column';
import { FooterQrCodes } from './footer-qrcodes';
import { SiteLogo } from './site-logo';
import './site-footer.css';

/** Spec §2: footer shows at most 6 special categories. */
export const MAX_SPECIALS = 6;

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const config = useAppSelector((s) => s.systemConfig.config);
  const specials = useSpecialCategoriesQuery().data ?? [];
  const categories = useCourseCategoriesQuery().data ?? [];
  const links = useLinksQuery().data ?? [];
  const contact = config?.contact;
  const name = config?.name || t('app.name');
  const label = (v: { name: string; name_en: string }) => localName(v, i18n.language);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={name}>
          <SiteLogo light />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <FooterLinks
            className="site-footer__site-links"
            links={[
              { to: '/about', label: t('footer.about') },
              { to: '/articles', label: t('footer.articles') },
              { to: '/announcement', label: t('footer.announcements') },
            ]}
          />
        </section>

        <FooterColumn id="footer-courses" title={t('footer.courses')} nav>
          <FooterLinks
            links={[
              { to: '/courses', label: t('footer.onlineCourses') },
              { to: '/activates', label: t('footer.offlineCourses') },
              ...categories.slice(0, 4).map((c) => ({ to: `/courses?cid=${c.id}`, label: label(c) })),
            ]}
          />
        </FooterColumn>

        <FooterColumn id="footer-specials" title={t('footer.specials')} nav>
          {specials.length === 0 ? (
            <p className="site-footer__muted">{t('footer.noSpecials')}</p>
          ) : (
            <FooterLinks
              links={specials.slice(0, MAX_SPECIALS).map((s) => ({
                to: `${s.type === 'activate' ? '/activates' : '/courses'}?cid=${s.id}`,
                label: label(s),
              }))}
            />
          )}
        </FooterColumn>

        <FooterColumn id="footer-contact" title={t('footer.contact')}>
          {contact && (
            <address className="site-footer__contact">
              {contact.address && (
                <ContactLine icon={<EnvironmentOutlined aria-hidden="true" />} label={t('footer.address')}>
                  {contact.address}
                </ContactLine>
              )}
              {contact.phone && (
                <ContactLine icon={<PhoneOutlined aria-hidden="true" />} label={t('footer.phone')}>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                </ContactLine>
              )}
              {contact.email && (
                <ContactLine icon={<MailOutlined aria-hidden="true" />} label={t('footer.email')}>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </ContactLine>
              )}
            </address>
          )}
        </FooterColumn>

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
                <OutLink href={l.url}>{l.name}</OutLink>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <span>{t('footer.rights', { year: new Date().getFullYear(), name })}</span>
          {config?.icp && (
            <OutLink href={config.icp_link || 'https://beian.miit.gov.cn/'}>{config.icp}</OutLink>
          )}
          {config?.icp2 && <OutLink href={config.icp2_link || '#'}>{config.icp2}</OutLink>}
        </div>
      </div>
    </footer>
  );
}
