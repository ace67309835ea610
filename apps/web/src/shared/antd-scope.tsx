import { LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { antdTheme } from './antd-theme';

/**
 * antd's theme (the green brand) and language around a part of the page drawn with antd components. Not at
 * the root of the app: the home page draws none, and antd's provider with its styling engine is ~43 kB of
 * gzip the first visit would fetch for nothing (issue 21, decision 039). Each screen of the router, the
 * console, the mobile site and each lazily drawn part of the layout (dialogs, menus, toasts) sits in one;
 * `lazyInAntd` (lazy-in-antd.tsx) loads it with the part.
 */
/**
 * Every button's spinner, given here so antd draws it as a plain icon. antd's own spinner leaves by a CSS
 * transition that never ends when the write answers within its first frame: an invisible icon named
 * "loading" then stays in the button for good, in its name for screen readers and for the stories that look
 * for it (issue 16's flake of 下架). A given icon comes and goes with `loading`, without a transition.
 */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn');
  }, [en]);
  return (
    <ConfigProvider locale={en ? enUS : zhCN} theme={antdTheme} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}
