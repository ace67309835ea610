import { useQuery } from '@tanstack/react-query';
import { pageBlocksQuery, readSlides, SlideShow } from '#features/content';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5TargetLink } from './h5-target-link';

/**
 * The mobile home's slides: the `slider` block of h5-page-index as MeEdu's H5 client reads it (the server
 * falls back to the H5, then the PC carousel slides, and gives the links as /h5 twins). The same query as
 * the course blocks: one request.
 */
export function H5Slides() {
  const { t } = useH5Translation();
  const blocks = useQuery(pageBlocksQuery('h5-page-index'));
  if (blocks.isPending) return <div className="h5-slides shimmer" />;
  const slides = readSlides(blocks.data, 'slider').map((s) => ({ thumb: s.src, url: s.href }));
  if (slides.length === 0) return null;
  return (
    <SlideShow
      className="h5-slides"
      label={t('home.carousel')}
      slides={slides.map((s, i) =>
        s.url ? (
          <H5TargetLink key={s.thumb} url={s.url} className="h5-slides__link">
            <img
              src={s.thumb}
              alt={t('home.slide', { n: i + 1 })}
              className="h5-slides__img"
              draggable={false}
            />
          </H5TargetLink>
        ) : (
          <img
            key={s.thumb}
            src={s.thumb}
            alt={t('home.slide', { n: i + 1 })}
            className="h5-slides__img"
            draggable={false}
          />
        ),
      )}
    />
  );
}
