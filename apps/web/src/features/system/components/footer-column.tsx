import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A column of the footer named by its heading: a `nav` of links, or a `section` of anything else. */
export function FooterColumn({
  id,
  title,
  nav = false,
  children,
}: {
  id: string;
  title: string;
  nav?: boolean;
  children: ReactNode;
}) {
  const Column = nav ? 'nav' : 'section';
  return (
    <Column className="site-footer__col" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      {children}
    </Column>
  );
}

/** The footer's lists of links inside the site. */
export function FooterLinks({
  links,
  className,
}: {
  links: { to: string; label: string }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** 地址, 电话 or 邮箱: an icon, the name for screen readers, then the value (a link or plain text). */
export function ContactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <p>
      {icon}
      <span className="visually-hidden">{label}：</span>
      {children}
    </p>
  );
}

/** A link off the site, in a new tab. */
export function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
