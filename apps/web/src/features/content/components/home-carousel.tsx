import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageBlocksQuery } from '../api/list-page-blocks';
import { readSlides } from '../vod-block';
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

/**
 * The home carousel: the `pc-slider` block of the home's decoration page, as MeEdu's PC client draws it
 * (the same request as the blocks below); a hero stands in when there are no slides.
 */
export function HomeCarousel() {
  const { t } = useTranslation();
  const { data, isPending } = usePageBlocksQuery('pc-page-index');
  if (isPending) return <div className="home-carousel shimmer" role="presentation" />;
  const slides = readSlides(data, 'pc-slider').map((s) => ({ thumb: s.src, url: s.href }));
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
