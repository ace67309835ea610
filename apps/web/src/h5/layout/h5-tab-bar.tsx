import { AppstoreOutlined, HomeOutlined, PlaySquareOutlined, UserOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router';
import { useH5Translation } from '../i18n/use-h5-translation';

/** The four tab screens (upstream H5: 首页 / 课程 / 学习 / 我的). */
export function H5TabBar() {
  const { t } = useH5Translation();
  const tabs = [
    { to: '/h5', end: true, icon: <HomeOutlined />, label: t('h5:tabs.home') },
    { to: '/h5/courses', end: true, icon: <AppstoreOutlined />, label: t('h5:tabs.courses') },
    { to: '/h5/study', end: true, icon: <PlaySquareOutlined />, label: t('h5:tabs.study') },
    { to: '/h5/member', end: true, icon: <UserOutlined />, label: t('h5:tabs.me') },
  ];
  return (
    <nav className="h5-tabs" aria-label={t('h5:tabs.label')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className="h5-tabs__item">
          <span className="h5-tabs__icon" aria-hidden="true">
            {tab.icon}
          </span>
          <span className="h5-tabs__label">{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
