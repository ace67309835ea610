import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKechengsQuery } from '../api/kechengs';
import { useTeachersQuery } from '../api/teachers';
import { teacherName } from '../course-detail';
import { KechengCard } from './kecheng-card';
import { TeacherAvatar } from './teacher-avatar';
import './home-shelves.css';
import '../i18n/register';

/** How many of each the home shows; the rest are a click away. */
const KECHENGS_ON_HOME = 4;
const TEACHERS_ON_HOME = 6;

/**
 * The storefront's ways to the 专栏 and the teachers from the home page: the first series with a link to
 * all of them, and the teachers with a link to each one's page. Each shelf is left out while it has nothing.
 */
export function HomeShelves() {
  const { t, i18n } = useTranslation(['translation', 'catalogue']);
  const kechengs = useKechengsQuery(1, KECHENGS_ON_HOME).data?.data ?? [];
  const teachers = (useTeachersQuery().data ?? []).slice(0, TEACHERS_ON_HOME);
  return (
    <>
      {kechengs.length > 0 && (
        <section className="home-block" aria-labelledby="home-kechengs">
          <div className="section-title">
            <h2 id="home-kechengs">{t('catalogue:kechengs.home')}</h2>
            <Link to="/kechengs" className="home-block__more">
              {t('catalogue:kechengs.more')} <RightOutlined aria-hidden="true" />
            </Link>
          </div>
          <ul className="tile-grid kecheng-grid">
            {kechengs.map((k) => (
              <li key={k.id}>
                <KechengCard kecheng={k} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {teachers.length > 0 && (
        <section className="home-block" aria-labelledby="home-teachers">
          <div className="section-title">
            <h2 id="home-teachers">{t('catalogue:teacher.home')}</h2>
          </div>
          <ul className="plain-list home-teachers">
            {teachers.map((p) => (
              <li key={p.id}>
                <Link to={`/teacher/${p.id}`} className="surface home-teacher">
                  <TeacherAvatar teacher={p} className="home-teacher__avatar" />
                  <span className="home-teacher__name">{teacherName(p, i18n.language)}</span>
                  {p.title && <span className="home-teacher__title clamp-2">{p.title}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
