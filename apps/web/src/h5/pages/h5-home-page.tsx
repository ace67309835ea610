import {
  AppstoreOutlined,
  CalendarOutlined,
  InfoCircleOutlined,
  ReadOutlined,
  RightOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useLatestAnnouncementQuery } from '#features/content';
import { LanguageToggle } from '#features/system';
import { useAppSelector } from '#lib/store/app-store';
import { H5KechengShelf } from '../catalogue/h5-kecheng-shelf';
import { H5CourseSections } from '../components/h5-course-sections';
import { H5Slides } from '../components/h5-slides';
import { H5TargetLink } from '../components/h5-target-link';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';
import './h5-home-page.css';

function Brand() {
  const { t } = useH5Translation();
  const config = useAppSelector((s) => s.systemConfig.config);
  const name = config?.name || t('app.name');
  return config?.logo.logo ? (
    <img src={config.logo.logo} alt={name} className="h5-brand__logo" />
  ) : (
    <span className="h5-brand">
      <span className="h5-brand__mark" aria-hidden="true">
        书
      </span>
      <span className="h5-brand__name">{name}</span>
    </span>
  );
}

/** /h5: slides, shortcuts, the latest announcement and the course blocks of the mobile home (decision 006). */
export function H5HomePage() {
  const { t } = useH5Translation();
  const config = useAppSelector((s) => s.systemConfig.config);
  const name = config?.name || t('app.name');
  const notice = useLatestAnnouncementQuery().data;
  // Each opens its mobile screen (route-map.ts).
  const entries = [
    { url: '/courses', icon: <AppstoreOutlined />, label: t('nav.courses') },
    { url: '/activates', icon: <CalendarOutlined />, label: t('nav.activates') },
    { url: '/articles', icon: <ReadOutlined />, label: t('nav.articles') },
    { url: '/about', icon: <InfoCircleOutlined />, label: t('nav.about') },
  ];
  return (
    <H5Screen
      title={name}
      tabs
      brand={<Brand />}
      actions={
        <>
          <Link to="/h5/search" className="h5-top__icon" aria-label={t('h5:search')}>
            <SearchOutlined aria-hidden="true" />
          </Link>
          <LanguageToggle />
        </>
      }
    >
      <H5Slides />
      <nav className="surface h5-entries" aria-label={t('nav.label')}>
        {entries.map((e) => (
          <H5TargetLink key={e.url} url={e.url} className="h5-entry">
            <span className="icon-disc h5-entry__icon" aria-hidden="true">
              {e.icon}
            </span>
            <span className="h5-entry__label">{e.label}</span>
          </H5TargetLink>
        ))}
      </nav>
      {notice && (
        <H5TargetLink url={`/announcement?id=${notice.id}`} className="surface h5-notice">
          <span className="h5-notice__label">{t('h5:home.notice')}</span>
          <span className="h5-notice__title">{notice.title}</span>
          <RightOutlined aria-hidden="true" className="h5-notice__arrow" />
        </H5TargetLink>
      )}
      <H5CourseSections />
      <H5KechengShelf />
      <footer className="h5-foot">
        <Link to="/h5/courses" className="h5-foot__all">
          {t('home.moreCourses')}
        </Link>
        <p className="h5-foot__copy">
          {t('h5:home.copyright', { year: new Date().getFullYear(), name })}
          {config?.icp ? ` · ${config.icp}` : ''}
        </p>
      </footer>
    </H5Screen>
  );
}
