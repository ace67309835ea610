import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavEntry } from '../nav-items';

/** One menu entry as a real link: in-app through the router, http(s) per its `blank` flag. */
export function NavLinkItem({
  entry,
  active = false,
  className,
  onNavigate,
}: {
  entry: NavEntry;
  active?: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const text = entry.labelKey ? t(entry.labelKey) : entry.label;
  if (entry.external) {
    return (
      <a
        className={className}
        href={entry.url}
        target={entry.blank ? '_blank' : undefined}
        rel={entry.blank ? 'noopener noreferrer' : undefined}
        onClick={onNavigate}
      >
        {text}
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={entry.url}
      aria-current={active ? 'page' : undefined}
      target={entry.blank ? '_blank' : undefined}
      onClick={onNavigate}
    >
      {text}
    </Link>
  );
}
