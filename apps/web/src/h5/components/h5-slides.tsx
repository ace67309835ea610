import { useQuery } from '@tanstack/react-query';
import { pageBlocksQuery, SlideShow, slidersQuery } from '#features/content';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5TargetLink } from './h5-target-link';
import { slidesOf } from './home-blocks';

/** The mobile home's slides: its slider block, else the H5 slides, else the PC ones. */
export function H5Slides() {
  const { t } = useH5Translation();
  // The same query as the course blocks (one request); the slide lists only when the block has none.
  const blocks = useQuery(pageBlocksQuery('h5', 'h5-page-index'));
  const fromBlock = slidesOf(blocks.data ?? []);
  const needList = !blocks.isPending && fromBlock.length === 0;
  const h5 = useQuery({ ...slidersQuery('H5'), enabled: needList });
  const needPc = needList && h5.isSuccess && h5.data.length === 0;
  const pc = useQuery({ ...slidersQuery('PC'), enabled: needPc });
  if (blocks.isPending || h5.isLoading || pc.isLoading) {
    return <div className="h5-slides shimmer" />;
  }
  const slides = fromBlock.length
    ? fromBlock
    : (h5.data?.length ? h5.data : (pc.data ?? [])).filter((s) => s.thumb);
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
