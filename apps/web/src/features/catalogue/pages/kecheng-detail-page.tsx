import { InfoCircleOutlined, ReadOutlined } from '@ant-design/icons';
import type { getKecheng } from '@shuyuan/contract/catalogue';
import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPathFor, useAuthDialog, useIsMember } from '#features/auth';
import { orderPath } from '#lib/order-path';
import { usePreview } from '#lib/preview';
import { DetailFrame } from '#shared/detail-frame';
import { formatYuan } from '#shared/price';
import { RichText } from '#shared/rich-text';
import { usePageTitle } from '#shared/use-page-title';
import { useKechengQuery } from '../api/kechengs';
import { CourseHeroSkeleton } from '../components/course-hero-skeleton';
import { CourseShelf } from '../components/course-shelf';
import { HeroCard } from '../components/hero-card';
import { kechengSaving } from '../kecheng';
import '#shared/detail-layout.css';
import './kecheng-detail.css';
import '../i18n/register';
import { useIdParam } from '#shared/query-params';

type Detail = EndpointData<typeof getKecheng>;

/** /kecheng/:kechengId — a 专栏: its price, its courses in order and its description. */
export function KechengDetailPage() {
  const { t } = useTranslation(['translation', 'catalogue']);
  const id = useIdParam('kechengId');
  const validId = id > 0;
  const query = useKechengQuery(validId ? id : 0, usePreview());
  const title = query.data?.kecheng.title ?? t('catalogue:kechengs.detailTitle');
  usePageTitle(title);
  return (
    <DetailFrame
      list={{ label: t('catalogue:kechengs.title'), to: '/kechengs' }}
      title={title}
      validId={validId}
      query={query}
      missingTitle={t('catalogue:kechengs.missing')}
      backLabel={t('catalogue:kechengs.back')}
    >
      {query.data ? <KechengBody detail={query.data} /> : <CourseHeroSkeleton />}
    </DetailFrame>
  );
}

/**
 * A 专栏 is bought as one goods kind (KECHENG, decision 033) through the same /order pages as a course: its
 * price, what its courses cost one by one, and 购买专栏 (the login dialog first for a visitor).
 */
function KechengBody({ detail: { kecheng: k, courses } }: { detail: Detail }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const saving = kechengSaving(k);
  const isLogin = useIsMember();
  const { gate } = useAuthDialog();
  const order = orderPath({ type: GOODS_TYPE.KECHENG, id: k.id });
  return (
    <>
      <HeroCard
        titleId="kecheng-title"
        item={k}
        tags={<span className="tag">{t('catalogue:kechengs.title')}</span>}
        facts={
          <li>
            <ReadOutlined aria-hidden="true" />{' '}
            {t('catalogue:kechengs.courseCount', { count: k.courses_count })}
          </li>
        }
      >
        <p className="course-hero__price">
          {k.charge > 0 ? formatYuan(k.charge) : <span className="is-free">{t('course.free')}</span>}
          {saving > 0 && (
            <s className="kecheng-hero__original">
              <span className="visually-hidden">{t('catalogue:kechengs.originalPrice')}</span>
              {formatYuan(k.original_charge)}
            </s>
          )}
        </p>
        {saving > 0 && (
          <p className="kecheng-hero__saving">
            {t('catalogue:kechengs.saving', { amount: formatYuan(saving) })}
          </p>
        )}
        {k.charge > 0 && courses.length > 0 && (
          <div className="course-hero__buy">
            <Link
              to={isLogin ? order : loginPathFor(order)}
              onClick={gate}
              className="btn btn--primary course-hero__cta"
            >
              {t('catalogue:kechengs.buy', { price: formatYuan(k.charge) })}
            </Link>
          </div>
        )}
        <p className="kecheng-hero__note">
          <InfoCircleOutlined aria-hidden="true" /> {t('catalogue:kechengs.ownedNote')}
        </p>
      </HeroCard>
      <CourseShelf
        id="kecheng-courses"
        className="kecheng-courses"
        title={t('catalogue:kechengs.courses')}
        empty={t('catalogue:kechengs.coursesEmpty')}
        courses={courses}
      />
      {k.render_desc.trim() && (
        <article className="detail-card kecheng-desc" aria-label={t('catalogue:kechengs.intro2')}>
          <div className="detail-card__body">
            <RichText html={k.render_desc} imageAlt={k.title} />
          </div>
        </article>
      )}
    </>
  );
}
