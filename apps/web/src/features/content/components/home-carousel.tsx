import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSlidersQuery } from '../api/list-sliders';
import { SlideShow } from './slide-show';

/** Upstream: a url starting with http(s) or www is an outside address, anything else an in-app path. */
const isOutside = (url: string) => /^(https?:\/\/|www\.)/i.test(url);
const outsideHref = (url: string) => (/^www\./i.test(url) ? `https://${url}` : url);

function Hero() {
  const { t } = useTranslation();
  return (
    <div className="home-hero">
      <div className="home-hero__text">
        <h2 className="home-hero__title">{t('home.heroTitle')}</h2>
        <p className="home-hero__lead">{t('home.heroText')}</p>
        <Link to="/courses" className="btn btn--light home-hero__cta">
          {t('home.heroCta')}
        </Link>
      </div>
      <div className="home-hero__art" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

/** Home carousel of /api/v2/sliders?platform=PC; a hero stands in when there are no slides. */
export function HomeCarousel({ platform = 'PC' }: { platform?: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useSlidersQuery(platform);
  if (isPending) return <div className="home-carousel shimmer" role="presentation" />;
  const slides = [...(data ?? [])].filter((s) => s.thumb).sort((a, b) => a.sort - b.sort);
  if (slides.length === 0) return <Hero />;
  return (
    <SlideShow
      className="home-carousel"
      label={t('home.carousel')}
      slides={slides.map((s, i) => {
        // The first slide is the page's largest image: fetch it early; the rest can wait.
        const img = (
          <img
            key={s.thumb}
            src={s.thumb}
            alt={t('home.slide', { n: i + 1 })}
            className="home-carousel__img"
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            draggable={false}
          />
        );
        if (!s.url) return img;
        return isOutside(s.url) ? (
          <a key={s.thumb} href={outsideHref(s.url)} className="home-carousel__link">
            {img}
          </a>
        ) : (
          <Link key={s.thumb} to={s.url} className="home-carousel__link">
            {img}
          </Link>
        );
      })}
    />
  );
}
