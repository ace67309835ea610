import { RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { coursesQuery } from '#features/catalogue';
import { pageBlocksQuery } from '#features/content';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5CourseItem, H5ListSkeleton } from './h5-course-item';
import { courseSectionsOf } from './home-blocks';

/** The home's course lists (home-blocks.ts), or the latest courses when no block lists any. */
export function H5CourseSections() {
  const { t } = useH5Translation();
  // Each fallback is asked for only when the one before it came back empty.
  const h5 = useQuery(pageBlocksQuery('h5-page-index'));
  const needPc = h5.isSuccess && courseSectionsOf(h5.data, []).length === 0;
  const pc = useQuery({ ...pageBlocksQuery('pc-page-index'), enabled: needPc });
  const sections = courseSectionsOf(h5.data ?? [], pc.data ?? []);
  const fallback = !h5.isPending && !pc.isLoading && sections.length === 0;
  const latest = useQuery({ ...coursesQuery({ page: 1, page_size: 10 }), enabled: fallback });
  if (h5.isPending || pc.isLoading || latest.isLoading) {
    return (
      <section className="h5-section">
        <H5ListSkeleton />
      </section>
    );
  }
  const list = fallback ? [{ id: 0, title: t('h5:latest'), items: latest.data?.data ?? [] }] : sections;
  return (
    <>
      {list.map((s) => (
        <section key={s.id} className="h5-section" aria-labelledby={`h5-s-${s.id}`}>
          <div className="h5-section__head">
            <h2 id={`h5-s-${s.id}`} className="h5-section__title">
              {s.title}
            </h2>
            <Link to="/h5/courses" className="h5-section__more">
              {t('h5:more')} <RightOutlined aria-hidden="true" />
            </Link>
          </div>
          <ul className="h5-courses">
            {s.items.map((c) => (
              <H5CourseItem key={c.id} course={c} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
