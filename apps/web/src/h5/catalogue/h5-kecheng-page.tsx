import { InfoCircleOutlined } from '@ant-design/icons';
import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { kechengQuery, kechengSaving } from '#features/catalogue';
import { useAppSelector } from '#lib/store/app-store';
import { formatYuan } from '#shared/price';
import { RichText } from '#shared/rich-text';
import { BuySheet } from '../buy/buy-sheet';
import { H5CourseItem, H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5Screen } from '../layout/h5-screen';
import './h5-catalogue.css';
import './strings';
import { useIsMember } from '#features/auth';

/**
 * /h5/kecheng/:kechengId: a 专栏's cover, price, its courses and its description, with the buy bar: the same
 * buy sheet as a course's (goods kind KECHENG, decision 033); a visitor is sent to log in first.
 */
export function H5KechengPage() {
  const { t } = useTranslation(['translation', 'catalogue', 'h5']);
  const id = Number(useParams().kechengId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isLogin = useAppSelector((s) => s.loginUser.isLogin);
  // A stored token counts while start-up still reads the member: a quick tap must not go to the login page.
  const isMember = useIsMember();
  const [buying, setBuying] = useState(false);
  const query = useQuery({ ...kechengQuery(id), enabled: id > 0 });
  const d = query.data;
  if (!d) {
    return (
      <H5Screen title={t('catalogue:kechengs.detailTitle')} back="/h5/kechengs">
        {query.isError || !(id > 0) ? (
          <H5Empty
            text={t('catalogue:kechengs.missing')}
            link={{ to: '/h5/kechengs', label: t('catalogue:kechengs.back') }}
          />
        ) : (
          <H5ListSkeleton rows={4} />
        )}
      </H5Screen>
    );
  }
  const k = d.kecheng;
  const saving = kechengSaving(k);
  const onBuy = () => {
    if (isMember) setBuying(true);
    else navigate(`/h5/login?redirect=${encodeURIComponent(pathname)}`);
  };
  const sold = k.charge > 0 && d.courses.length > 0;
  const bar = sold && (
    <>
      <span className="h5-bar-price">
        <span className="h5-price h5-price--big">{formatYuan(k.charge)}</span>
      </span>
      <button type="button" className="h5-btn h5-btn--primary h5-btn--grow" onClick={onBuy}>
        {t('catalogue:kechengs.buyShort')}
      </button>
    </>
  );
  return (
    <H5Screen
      title={k.title}
      barTitle={t('catalogue:kechengs.detailTitle')}
      back="/h5/kechengs"
      footer={bar || undefined}
    >
      {k.thumb && <img className="h5-cover" src={k.thumb} alt="" />}
      <section className="h5-card h5-course-head">
        <h1 className="h5-course-head__title">{k.title}</h1>
        {k.short_description && <p className="h5-course-head__desc">{k.short_description}</p>}
        <p className="h5-kecheng-price">
          <span className={k.charge > 0 ? 'h5-price h5-price--big' : 'h5-price h5-price--big is-free'}>
            {k.charge > 0 ? formatYuan(k.charge) : t('course.free')}
          </span>
          {saving > 0 && (
            <s className="h5-kecheng-original">
              <span className="visually-hidden">{t('catalogue:kechengs.originalPrice')}</span>
              {formatYuan(k.original_charge)}
            </s>
          )}
          <span className="h5-muted">{t('catalogue:kechengs.courseCount', { count: k.courses_count })}</span>
        </p>
        <p className="h5-kecheng-note">
          <InfoCircleOutlined aria-hidden="true" /> {t('catalogue:kechengs.ownedNote')}
        </p>
      </section>
      <section className="h5-section" aria-labelledby="h5-kecheng-courses">
        <div className="h5-section__head">
          <h2 id="h5-kecheng-courses" className="h5-section__title">
            {t('catalogue:kechengs.courses')}
          </h2>
        </div>
        {d.courses.length === 0 ? (
          <H5Empty text={t('catalogue:kechengs.coursesEmpty')} />
        ) : (
          <ul className="h5-courses">
            {d.courses.map((c) => (
              <H5CourseItem key={c.id} course={c} />
            ))}
          </ul>
        )}
      </section>
      {k.render_desc.trim() && (
        <section className="h5-card" aria-label={t('catalogue:kechengs.intro2')}>
          <RichText html={k.render_desc} className="h5-rich" pageTitle={k.title} imageAlt={k.title} />
        </section>
      )}
      {isLogin && sold && (
        <BuySheet
          open={buying}
          onClose={() => setBuying(false)}
          goods={{
            ref: { type: GOODS_TYPE.KECHENG, id: k.id },
            name: k.title,
            thumb: k.thumb,
            charge: k.charge,
          }}
        />
      )}
    </H5Screen>
  );
}
