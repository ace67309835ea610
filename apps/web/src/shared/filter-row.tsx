import { localName } from './local-name';
import './list-page.css';

export interface FilterOption<V> {
  value: V;
  label: string;
}

/** 全部 and then each category by its name in the visitor's language. */
export const categoryOptions = (
  allLabel: string,
  categories: { id: number; name: string; name_en?: string }[],
  lang: string,
): FilterOption<number>[] => [
  { value: 0, label: allLabel },
  ...categories.map((c) => ({ value: c.id, label: localName(c, lang) })),
];

/** One row of choices ("分类：全部 前端 后端…"); the chosen one is aria-pressed. */
export function FilterRow<V extends string | number>({
  label,
  options,
  value,
  onChange,
  sub = false,
}: {
  label: string;
  options: FilterOption<V>[];
  value: V;
  onChange: (v: V) => void;
  sub?: boolean;
}) {
  return (
    <fieldset className={sub ? 'filter-row filter-row--sub' : 'filter-row'}>
      <legend className="visually-hidden">{label}</legend>
      <span className="filter-row__label" aria-hidden="true">
        {label}
      </span>
      <div className="filter-row__options">
        {options.map((o) => (
          <button
            key={String(o.value)}
            type="button"
            className={o.value === value ? 'filter-chip is-active' : 'filter-chip'}
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
