import {
  AppstoreOutlined,
  CalendarOutlined,
  DesktopOutlined,
  InfoCircleOutlined,
  ReadOutlined,
  SearchOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { TCourseListItem } from '@shuyuan/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/store';
import { formatYuan, isFreeCourse } from '../../../shared/price';
import { usePageTitle } from '../../../shared/use-page-title';
import { useCoursesQuery } from '../../catalogue/api/list-courses';
import { LanguageToggle } from '../../system/components/language-toggle';
import { useLatestAnnouncementQuery } from '../api/get-latest-announcement';
import { usePageBlocksQuery } from '../api/list-page-blocks';
import { useSlidersQuery } from '../api/list-sliders';
import { H5Link } from '../components/h5-link';
import { SlideShow } from '../components/slide-show';
import { readVodBlock } from '../vod-block';
import './h5-page.css';

function H5Slides() {
  const { t } = useTranslation();
  const h5 = useSlidersQuery('H5');
  const pc = useSlidersQuery('PC');
  const slides = (h5.data?.length ? h5.data : (pc.data ?? [])).filter((s) => s.thumb);
  if (h5.isPending || pc.isPending) return <div className="h5-slides shimmer" />;
  if (slides.length === 0) return null;
  return (
    <SlideShow
      className="h5-slides"
      label={t('home.carousel')}
      slides={slides.map((s, i) => (
        <img
          key={s.thumb}
          src={s.thumb}
          alt={t('home.slide', { n: i + 1 })}
          className="h5-slides__img"
          draggable={false}
        />
      ))}
    />
  );
}

function H5CourseItem({ course }: { course: TCourseListItem }) {
  const { t } = useTranslation();
  const free = isFreeCourse(course);
  return (
    <li>
      <H5Link to={`/courses/detail/${course.id}`} className="h5-course">
        <img
          className="h5-course__cover"
          src={course.thumb}
          alt={t('course.coverAlt', { title: course.title })}
          loading="lazy"
        />
        <div className="h5-course__body">
          <h3 className="h5-course__title">{course.title}</h3>
          <p className="h5-course__meta">
            <TeamOutlined aria-hidden="true" /> {t('course.learners', { count: course.user_count })}
          </p>
          <span className={free ? 'h5-course__price is-free' : 'h5-course__price'}>
            {free ? t('course.free') : formatYuan(course.charge)}
          </span>
        </div>
      </H5Link>
    </li>
  );
}

/** Course sections: the h5 decoration blocks, or the latest courses when there are none. */
function H5Courses() {
  const { t } = useTranslation();
  const blocks = usePageBlocksQuery('h5', 'h5-page-index');
  const sections = (blocks.data ?? [])
    .filter((b) => b.sign === 'h5-vod-v1' || b.sign === 'pc-vod-v1')
    .map((b) => ({ id: b.id, vod: readVodBlock(b.config_render) }))
    .flatMap(({ id, vod }) => (vod?.items.length ? [{ id, ...vod }] : []));
  const latest = useCoursesQuery({ page: 1, page_size: 10 });
  const fallback = !blocks.isPending && sections.length === 0;

  if (blocks.isPending || (fallback && latest.isPending)) {
    return (
      <div className="h5-section">
        <div className="h5-skeleton shimmer" />
        <div className="h5-skeleton shimmer" />
      </div>
    );
  }
  const list = fallback ? [{ id: 0, title: t('h5.latest'), items: latest.data?.data ?? [] }] : sections;
  return (
    <>
      {list.map((s) => (
        <section key={s.id} className="h5-section" aria-labelledby={`h5-s-${s.id}`}>
          <h2 id={`h5-s-${s.id}`} className="h5-section__title">
            {s.title}
          </h2>
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

/** /h5: the frameless mobile home, designed on a 375 px width (decision 006). */
export function H5Page() {
  const { t } = useTranslation();
  const config = useAppSelector((s) => s.systemConfig.config);
  const name = config?.name || t('app.name');
  usePageTitle();
  const notice = useLatestAnnouncementQuery().data;
  const entries = [
    { to: '/courses', icon: <AppstoreOutlined />, label: t('nav.courses') },
    { to: '/activates', icon: <CalendarOutlined />, label: t('nav.activates') },
    { to: '/articles', icon: <ReadOutlined />, label: t('nav.articles') },
    { to: '/about', icon: <InfoCircleOutlined />, label: t('nav.about') },
  ];
  return (
    <div className="h5">
      <header className="h5-bar">
        <span className="h5-bar__brand">
          {config?.logo.logo ? (
            <img src={config.logo.logo} alt={name} className="h5-bar__logo" />
          ) : (
            <>
              <span className="h5-bar__mark" aria-hidden="true">
                书
              </span>
              <span className="h5-bar__name">{name}</span>
            </>
          )}
        </span>
        <span className="h5-bar__tools">
          <H5Link to="/search" className="h5-bar__icon" label={t('h5.search')}>
            <SearchOutlined aria-hidden="true" />
          </H5Link>
          <LanguageToggle />
        </span>
      </header>
      <main id="main" className="h5-main">
        <h1 className="visually-hidden">{name}</h1>
        <H5Slides />
        <nav className="h5-entries" aria-label={t('nav.label')}>
          {entries.map((e) => (
            <H5Link key={e.to} to={e.to} className="h5-entry">
              <span className="h5-entry__icon" aria-hidden="true">
                {e.icon}
              </span>
              <span className="h5-entry__label">{e.label}</span>
            </H5Link>
          ))}
        </nav>
        {notice && (
          <H5Link to={`/announcement?id=${notice.id}`} className="h5-notice">
            <span className="h5-notice__label">{t('home.announcement')}</span>
            <span className="h5-notice__title">{notice.title}</span>
          </H5Link>
        )}
        <H5Courses />
      </main>
      <footer className="h5-foot">
        <H5Link to="/" className="h5-foot__desktop" label={t('h5.desktopHint')}>
          <DesktopOutlined aria-hidden="true" /> {t('h5.desktop')}
        </H5Link>
        <p className="h5-foot__copy">
          © {new Date().getFullYear()} {name}
          {config?.icp ? ` · ${config.icp}` : ''}
        </p>
      </footer>
    </div>
  );
}
