import { CheckCircleFilled, TeamOutlined } from '@ant-design/icons';
import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useIsMember } from '#features/auth';
import { allVideos, type CourseDetail, courseDetailQuery, purchaseState } from '#features/catalogue';
import { useAppSelector } from '#lib/store/app-store';
import { useFeature } from '#lib/store/features';
import { formatYuan } from '#shared/price';
import { RichText } from '#shared/rich-text';
import { BuySheet } from '../buy/buy-sheet';
import { H5TeacherLinks } from '../catalogue/h5-teacher-links';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5Outline } from '../components/h5-outline';
import { H5Tabs, tabId } from '../components/h5-tabs';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';

type Tab = 'intro' | 'outline';

/** The fixed bar at the bottom: the one thing to do next with this course. */
function ActionBar({ detail, onBuy }: { detail: CourseDetail; onBuy: () => void }) {
  const { t } = useH5Translation();
  const state = purchaseState(detail, useFeature('vip'));
  const first = allVideos(detail)[0];
  const study = first ? (
    <Link to={`/h5/courses/video/${first.id}`} className="h5-btn h5-btn--primary h5-btn--grow">
      {state === 'vip' ? t('h5:course.vipFree') : t('h5:course.study')}
    </Link>
  ) : (
    <span className="h5-btn h5-btn--grow is-disabled" aria-disabled="true">
      {t('h5:course.noVideo')}
    </span>
  );
  if (state === 'bought' || state === 'free') {
    return (
      <>
        <span className={state === 'bought' ? 'h5-bar-state is-bought' : 'h5-bar-state'}>
          {state === 'bought' ? (
            <>
              <CheckCircleFilled aria-hidden="true" /> {t('h5:course.bought')}
            </>
          ) : (
            t('h5:course.free')
          )}
        </span>
        {study}
      </>
    );
  }
  return (
    <>
      <span className="h5-bar-price">
        <span className="h5-price h5-price--big">{formatYuan(detail.course.charge)}</span>
      </span>
      {state === 'vip' && first && (
        <Link to={`/h5/courses/video/${first.id}`} className="h5-btn">
          {t('h5:course.vipFree')}
        </Link>
      )}
      <button type="button" className="h5-btn h5-btn--primary h5-btn--grow" onClick={onBuy}>
        {t('h5:course.buy')}
      </button>
    </>
  );
}

/** /h5/courses/detail/:courseId: cover, price, buy or study, description and lessons. */
export function H5CoursePage() {
  const { t } = useH5Translation();
  const id = Number(useParams().courseId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabsId = useId();
  const memberKey = useAppSelector((s) => (s.loginUser.isLogin ? `m${s.loginUser.user?.id ?? ''}` : 'anon'));
  const isLogin = useAppSelector((s) => s.loginUser.isLogin);
  // A stored token counts while start-up still reads the member: a quick tap must not go to the login page.
  const isMember = useIsMember();
  // Fresh on every visit and on coming back to the tab: the member may just have paid at the cashier.
  const query = useQuery({
    ...courseDetailQuery(id, memberKey),
    enabled: id > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const [tab, setTab] = useState<Tab>('intro');
  const [buying, setBuying] = useState(false);
  const detail = query.data;

  if (!detail) {
    return (
      <H5Screen title={t('h5:course.title')} back="/h5/courses">
        {query.isError || !(id > 0) ? (
          <H5Empty
            text={t('h5:course.missing')}
            link={{ to: '/h5/courses', label: t('h5:course.backToList') }}
          />
        ) : (
          <H5ListSkeleton rows={4} />
        )}
      </H5Screen>
    );
  }

  const c = detail.course;
  const lessons = allVideos(detail).length;
  const onBuy = () => {
    if (isMember) setBuying(true);
    else navigate(`/h5/login?redirect=${encodeURIComponent(pathname)}`);
  };
  return (
    <H5Screen
      title={c.title}
      barTitle={t('h5:course.title')}
      back="/h5/courses"
      footer={<ActionBar detail={detail} onBuy={onBuy} />}
    >
      <img className="h5-cover" src={c.thumb} alt="" />
      <section className="h5-card h5-course-head">
        <h1 className="h5-course-head__title">{c.title}</h1>
        {c.short_description && <p className="h5-course-head__desc">{c.short_description}</p>}
        <p className="h5-course-head__meta">
          <span>{t('h5:course.lessons', { count: lessons })}</span>
          <span>
            <TeamOutlined aria-hidden="true" /> {t('h5:course.learners', { count: c.user_count })}
          </span>
        </p>
        <H5TeacherLinks detail={detail} />
      </section>
      <section className="h5-card h5-card--flush">
        <H5Tabs
          id={tabsId}
          label={t('h5:course.tabsLabel')}
          value={tab}
          onChange={setTab}
          tabs={[
            { key: 'intro', label: t('h5:course.intro') },
            { key: 'outline', label: `${t('h5:course.outline')} (${lessons})` },
          ]}
        />
        <div role="tabpanel" aria-labelledby={tabId(tabsId, tab)} className="h5-panel">
          {tab === 'intro' ? (
            c.render_desc ? (
              <RichText html={c.render_desc} className="h5-rich" pageTitle={c.title} imageAlt={c.title} />
            ) : (
              <p className="h5-muted">{t('h5:course.noIntro')}</p>
            )
          ) : (
            <H5Outline detail={detail} preview={purchaseState(detail) !== 'bought'} />
          )}
        </div>
      </section>
      {isLogin && (
        <BuySheet
          open={buying}
          onClose={() => setBuying(false)}
          goods={{
            ref: { type: GOODS_TYPE.COURSE, id: c.id },
            name: c.title,
            thumb: c.thumb,
            charge: c.charge,
          }}
        />
      )}
    </H5Screen>
  );
}
