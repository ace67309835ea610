import {
  BellOutlined,
  CrownFilled,
  FileDoneOutlined,
  FileTextOutlined,
  GiftOutlined,
  IdcardOutlined,
  LogoutOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  RightOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLogout } from '#features/auth';

import { maskMobile, useMemberDetailQuery, useUnreadCount, vipState } from '#features/member';
import { LanguageToggle } from '#features/system';
import { useAppSelector } from '#lib/store/app-store';
import { useFeature } from '#lib/store/features';
import { GuestCard } from '../components/guest-card';
import { H5TargetLink } from '../components/h5-target-link';
import { useH5Translation } from '../i18n/use-h5-translation';
import { chooseDesktopView } from '../layout/desktop-view';
import { H5Screen } from '../layout/h5-screen';

function Row({ icon, label, extra }: { icon: ReactNode; label: string; extra?: ReactNode }) {
  return (
    <>
      <span className="h5-row__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="h5-row__label">{label}</span>
      {extra}
      <RightOutlined className="h5-row__arrow" aria-hidden="true" />
    </>
  );
}

function MemberHead() {
  const { t } = useH5Translation();
  const query = useMemberDetailQuery();
  const user = useAppSelector((s) => s.loginUser.user);
  const m = query.data;
  const name = m?.nick_name || user?.nick_name || user?.name || '';
  const vip = m ? vipState(m) : { kind: 'none' as const };
  return (
    <section className="h5-me-head">
      {m?.avatar || user?.avatar ? (
        <img
          className="h5-me-head__avatar"
          src={m?.avatar || user?.avatar}
          alt={t('h5:me.avatarAlt', { name })}
        />
      ) : (
        <span className="h5-me-head__avatar h5-me-head__avatar--empty" aria-hidden="true">
          <UserOutlined />
        </span>
      )}
      <div className="h5-me-head__body">
        <p className="h5-me-head__name">{name}</p>
        {m?.mobile && <p className="h5-me-head__mobile">{maskMobile(m.mobile)}</p>}
        <span className={vip.kind === 'active' ? 'h5-vip' : 'h5-vip h5-vip--none'}>
          {vip.kind === 'active' ? (
            <>
              <CrownFilled aria-hidden="true" /> {vip.name}
            </>
          ) : (
            t('h5:me.vipNone')
          )}
        </span>
      </div>
      <H5TargetLink url="/member/credit1-free" className="h5-me-head__credit">
        <strong>{m?.credit1 ?? user?.credit1 ?? 0}</strong>
        <span>{t('h5:me.credit1')}</span>
      </H5TargetLink>
    </section>
  );
}

/** /h5/member (a tab): who is logged in, their points and VIP, and the ways into study, orders and messages. */
export function H5MePage() {
  const { t } = useH5Translation();
  const isLogin = useAppSelector((s) => s.loginUser.isLogin);
  const sellsVip = useFeature('vip');
  const exams = useFeature('paper');
  const unread = useUnreadCount();
  const logout = useLogout('/h5');
  return (
    <H5Screen title={t('h5:me.title')} tabs>
      {!isLogin ? (
        <GuestCard text={t('h5:guest.meText')} />
      ) : (
        <>
          <MemberHead />
          <nav className="h5-card h5-rows" aria-label={t('h5:me.title')}>
            <Link to="/h5/study" className="h5-row">
              <Row icon={<PlaySquareOutlined />} label={t('h5:me.study')} />
            </Link>
            <Link to="/h5/member/orders" className="h5-row">
              <Row icon={<ProfileOutlined />} label={t('h5:me.orders')} />
            </Link>
            <Link to="/h5/member/messages" className="h5-row">
              <Row
                icon={<BellOutlined />}
                label={t('h5:me.messages')}
                extra={unread > 0 && <span className="h5-badge">{t('h5:me.unread', { count: unread })}</span>}
              />
            </Link>
            {/* While the site offers exams (switch paper): the papers and the member's attempts. */}
            {exams && (
              <>
                <Link to="/h5/exam/papers" className="h5-row">
                  <Row icon={<FileTextOutlined />} label={t('h5:me.exams')} />
                </Link>
                <Link to="/h5/member/exams" className="h5-row">
                  <Row icon={<FileDoneOutlined />} label={t('h5:me.myExams')} />
                </Link>
              </>
            )}
          </nav>
          <nav className="h5-card h5-rows" aria-label={t('h5:me.more')}>
            <H5TargetLink url="/member/credit1-free" className="h5-row">
              <Row icon={<GiftOutlined />} label={t('h5:me.credit')} />
            </H5TargetLink>
            {/* The profile has the same address on both sides: the desktop page, chosen explicitly. */}
            <Link to="/member" className="h5-row" onClick={chooseDesktopView}>
              <Row icon={<IdcardOutlined />} label={t('h5:me.profile')} />
            </Link>
            {sellsVip && (
              <H5TargetLink url="/vip" className="h5-row">
                <Row icon={<CrownFilled />} label={t('h5:me.vipPlans')} />
              </H5TargetLink>
            )}
          </nav>
          <div className="h5-card h5-rows">
            <div className="h5-row h5-row--static">
              <span className="h5-row__label">{t('h5:me.language')}</span>
              <LanguageToggle />
            </div>
            <button type="button" className="h5-row h5-row--danger" onClick={() => void logout()}>
              <span className="h5-row__icon" aria-hidden="true">
                <LogoutOutlined />
              </span>
              <span className="h5-row__label">{t('h5:me.logout')}</span>
            </button>
          </div>
        </>
      )}
    </H5Screen>
  );
}
