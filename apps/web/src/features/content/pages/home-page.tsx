import { useTranslation } from 'react-i18next';
import { useAppSelector } from '#lib/store/app-store';
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
        <PageBlocks platform="pc" pageName="pc-page-index" />
      </div>
    </div>
  );
}
