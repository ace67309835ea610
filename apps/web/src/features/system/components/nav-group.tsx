import { DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import type { NavEntry } from '../nav-items';
import { NavLinkItem } from './nav-link-item';

/** A fetched nav with children: a dropdown (loaded only when such a nav exists). */
export function NavGroup({
  entry,
  active,
  className,
}: {
  entry: NavEntry;
  active: boolean;
  className: string;
}) {
  return (
    <Dropdown menu={{ items: entry.children.map((c) => ({ key: c.key, label: <NavLinkItem entry={c} /> })) }}>
      <span className="main-nav__group">
        <NavLinkItem entry={entry} active={active} className={className} />
        <DownOutlined className="main-nav__caret" aria-hidden="true" />
      </span>
    </Dropdown>
  );
}
