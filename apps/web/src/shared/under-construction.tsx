import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { cn } from '#lib/i18n/cn';
import { LinkButton } from './link-button';
import { usePageTitle } from './use-page-title';
import './under-construction.css';

export type UnderConstructionKey = keyof (typeof cn)['uc']['pages'];

/**
 * A screen that a later piece of work fills in. It sits inside the real layout and says, in the visitor's
 * language, what will be here.
 */
export function UnderConstruction({ page, extra }: { page: UnderConstructionKey; extra?: ReactNode }) {
  const { t } = useTranslation();
  const name = t(`uc.pages.${page}.name`);
  usePageTitle(name);
  return (
    <div className="container uc">
      <section className="uc__card" aria-labelledby="uc-title">
        <Result
          icon={
            <span className="uc__icon" aria-hidden="true">
              <ToolOutlined />
            </span>
          }
          title={
            <>
              <span className="uc__badge">{t('uc.badge')}</span>
              <h1 id="uc-title" className="uc__title">
                {t('uc.title', { name })}
              </h1>
            </>
          }
          subTitle={
            <>
              <p className="uc__text">{t('uc.soon', { what: t(`uc.pages.${page}.what`) })}</p>
              {extra}
            </>
          }
          extra={[
            <LinkButton key="home" to="/" type="primary" size="large">
              {t('app.backHome')}
            </LinkButton>,
            <LinkButton key="courses" to="/courses" size="large">
              {t('uc.browse')}
            </LinkButton>,
          ]}
        />
      </section>
    </div>
  );
}
