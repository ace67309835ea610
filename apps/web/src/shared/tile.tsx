import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './tile.css';

/**
 * A card in a grid of courses or offline courses (tile.css): one link holding the cover (or the title's first
 * two characters) with `badge` over it, the title, then `children` (the facts and the price). `block` names
 * the card's own classes: `<block>`, `<block>__link`, `__cover`, `__body`.
 */
export function Tile({
  block,
  to,
  title,
  thumb,
  headingLevel,
  badge,
  children,
}: {
  block: string;
  to: string;
  title: string;
  thumb: string;
  headingLevel: 2 | 3 | 4;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`surface tile ${block}`}>
      <Link to={to} className={`tile__link ${block}__link`}>
        <div className={`tile__cover ${block}__cover`}>
          {thumb ? (
            <img src={thumb} alt={t('course.coverAlt', { title })} loading="lazy" decoding="async" />
          ) : (
            <span className="tile__cover-empty" aria-hidden="true">
              {title.slice(0, 2)}
            </span>
          )}
          {badge}
        </div>
        <div className={`tile__body ${block}__body`}>
          <Heading className={`tile__title clamp-2 ${block}__title`} title={title}>
            {title}
          </Heading>
          {children}
        </div>
      </Link>
    </article>
  );
}
