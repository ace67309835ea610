import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './course-hero.css';

/**
 * The top card of a course or an offline course: the cover (or the title's first two characters), its
 * category and other `tags`, the title as the page's h1, the short description, the facts (`<li>`s) and the
 * foot (price and buttons).
 */
export function HeroCard({
  titleId,
  item,
  tags,
  facts,
  stackFacts = false,
  children,
}: {
  titleId: string;
  item: { title: string; thumb: string; short_description: string; category?: { name: string } | null };
  tags: ReactNode;
  facts: ReactNode;
  /** One fact a line (time and place are long). */
  stackFacts?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { title, thumb, short_description: desc } = item;
  return (
    <section className="course-hero" aria-labelledby={titleId}>
      <div className="course-hero__cover">
        {thumb ? (
          <img src={thumb} alt={t('course.coverAlt', { title })} />
        ) : (
          <span aria-hidden="true">{title.slice(0, 2)}</span>
        )}
      </div>
      <div className="course-hero__body">
        <div className="course-hero__top">
          {item.category?.name && <span className="tag">{item.category.name}</span>}
          {tags}
        </div>
        <h1 id={titleId} className="course-hero__title">
          {title}
        </h1>
        {desc && <p className="course-hero__desc">{desc}</p>}
        <ul className={stackFacts ? 'course-hero__facts course-hero__facts--stack' : 'course-hero__facts'}>
          {facts}
        </ul>
        <div className="course-hero__foot">{children}</div>
      </div>
    </section>
  );
}
