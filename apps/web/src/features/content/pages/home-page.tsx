import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeShelves } from '#features/catalogue';
import { useAppSelector } from '#lib/store/app-store';
import { useInView } from '#shared/use-in-view';
import { usePageTitle } from '#shared/use-page-title';
import { AnnouncementBar } from '../components/announcement-bar';
import { HomeCarousel } from '../components/home-carousel';
import { PageBlocks } from '../components/page-blocks';
import '#shared/home.css';

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const siteName = useAppSelector((s) => s.systemConfig.config?.name) || t('app.name');
  return (
    <div className="home">
      <h1 className="visually-hidden">{siteName}</h1>
      <div className="container">
        <HomeCarousel />
        <AnnouncementBar />
        <PageBlocks pageName="pc-page-index" />
        <BelowBlocks />
      </div>
    </div>
  );
}

/** The 专栏 and teacher shelves: their code and data load when the visitor scrolls near them. */
function BelowBlocks() {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref, '300px');
  return (
    <div ref={ref}>
      {seen && (
        <Suspense fallback={null}>
          <HomeShelves />
        </Suspense>
      )}
    </div>
  );
}
