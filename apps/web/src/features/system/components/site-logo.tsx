import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '#lib/store/app-store';
import { systemConfigQuery } from '#lib/store/system-config-query';
import './site-logo.css';

/** config.logo.logo, or the text logo 书院 when there is none (or config could not load). */
export function SiteLogo({ light = false }: { light?: boolean }) {
  const { t } = useTranslation();
  const config = useAppSelector((s) => s.systemConfig.config);
  const { isPending } = useQuery(systemConfigQuery);
  const name = config?.name || t('app.name');
  const image = light ? config?.logo.white_logo || config?.logo.logo : config?.logo.logo;
  const cls = light ? 'site-logo site-logo--light' : 'site-logo';
  if (isPending && !config) return <span className={`${cls} site-logo--pending`} aria-hidden="true" />;
  return (
    <Link to="/" className={cls} aria-label={t('header.logoAlt', { name })}>
      {image ? (
        <img className="site-logo__img" src={image} alt="" />
      ) : (
        <>
          <span className="site-logo__mark" aria-hidden="true">
            <svg viewBox="0 0 32 32" width="20" height="20" focusable="false" aria-hidden="true">
              <path
                d="M4 8c4-2 8-2 12 1 4-3 8-3 12-1v17c-4-2-8-2-12 1-4-3-8-3-12-1z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.6"
                strokeLinejoin="round"
              />
              <path d="M16 9v17" stroke="currentColor" strokeWidth="2.6" />
            </svg>
          </span>
          <span className="site-logo__text">{config?.name || '书院'}</span>
        </>
      )}
    </Link>
  );
}
