import { Link } from 'react-router';
import type { FilterOption } from '#shared/filter-row';

/** A row of category chips (links, so the choice stays in the address); the chosen one is the current page. */
export function H5Chips({
  label,
  options,
  value,
  hrefFor,
}: {
  label: string;
  options: FilterOption<number>[];
  value: number;
  hrefFor: (value: number) => string;
}) {
  return (
    <nav className="h5-chips" aria-label={label}>
      {options.map((c) => (
        <Link
          key={c.value}
          to={hrefFor(c.value)}
          replace
          className={c.value === value ? 'h5-chip is-active' : 'h5-chip'}
          aria-current={c.value === value ? 'page' : undefined}
        >
          {c.label}
        </Link>
      ))}
    </nav>
  );
}
