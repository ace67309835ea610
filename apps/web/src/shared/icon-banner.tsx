import type { ReactNode } from 'react';

/**
 * A page's top card with a big icon beside its h1 (会员, 我的积分): `block` names its classes (`<block>`,
 * `__icon`, `__title`), `children` follow the title, `aside` sits after the text.
 */
export function IconBanner({
  block,
  className,
  icon,
  titleId,
  title,
  aside,
  children,
}: {
  block: string;
  /** Classes besides `block`. */
  className?: string;
  icon: ReactNode;
  titleId: string;
  title: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={className ? `${className} ${block}` : block} aria-labelledby={titleId}>
      <span className={`${block}__icon`} aria-hidden="true">
        {icon}
      </span>
      <div>
        <h1 id={titleId} className={`${block}__title`}>
          {title}
        </h1>
        {children}
      </div>
      {aside}
    </section>
  );
}
