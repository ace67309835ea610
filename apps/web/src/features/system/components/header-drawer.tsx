import { CloseOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';
import { LanguageToggle } from './language-toggle';
import { MainNav } from './main-nav';

/** Small screens: menu, search, account and language in a drawer (loaded on first open). */
export function HeaderDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="site-drawer"
      open={open}
      onClose={onClose}
      placement="right"
      size={320}
      title={t('nav.menuTitle')}
      closeIcon={<CloseOutlined aria-label={t('nav.closeMenu')} />}
      className="site-drawer"
    >
      <HeaderSearch onDone={onClose} />
      <MainNav vertical onNavigate={onClose} />
      <HeaderAccount stacked onNavigate={onClose} />
      <LanguageToggle block />
    </Drawer>
  );
}
