import { DatePicker, Input, InputNumber, Segmented, Select } from 'antd';
import dayjs from 'dayjs';

type Name<Q> = Extract<Exclude<keyof Q, 'page' | 'size'>, string>;
type Option = { value: string | number; label: string };

/**
 * One control of a list's toolbar, bound to a field of the list's query. A search sends its text trimmed
 * when submitted; a select, a number or a segmented choice as soon as it changes; a cleared control and a
 * segmented's first choice (`all`, 全部) send nothing; `dates` sends the first day's start and the last
 * day's end.
 */
export type ListFilter<Q> =
  | { kind: 'search'; name: Name<Q>; placeholder: string; width: number }
  | { kind: 'number'; name: Name<Q>; placeholder: string; width: number }
  | { kind: 'select'; name: Name<Q>; placeholder: string; width: number; options: Option[] | undefined }
  | { kind: 'segmented'; name: Name<Q>; all: string; options: (string | Option)[] }
  | { kind: 'dates'; name: [Name<Q>, Name<Q>] };

type Values = Record<string, unknown>;

function FilterControl({
  filter: f,
  values,
  set,
}: {
  filter: ListFilter<Values>;
  values: Values;
  set: (patch: Values) => void;
}) {
  switch (f.kind) {
    case 'search':
      return (
        <Input.Search
          allowClear
          placeholder={f.placeholder}
          style={{ width: f.width }}
          onSearch={(v) => set({ [f.name]: v.trim() || undefined })}
        />
      );
    case 'number':
      return (
        <InputNumber
          placeholder={f.placeholder}
          min={1}
          style={{ width: f.width }}
          value={(values[f.name] as number | undefined) ?? null}
          onChange={(v) => set({ [f.name]: v ?? undefined })}
        />
      );
    case 'select':
      return (
        <Select
          allowClear
          placeholder={f.placeholder}
          // The placeholder is not the combobox's name: it goes once a value is chosen.
          aria-label={f.placeholder}
          style={{ width: f.width }}
          value={values[f.name] as string | number | undefined}
          onChange={(v) => set({ [f.name]: v })}
          options={f.options}
        />
      );
    case 'segmented':
      return (
        <Segmented
          value={(values[f.name] as string | number | undefined) ?? ''}
          onChange={(v) => set({ [f.name]: v === '' ? undefined : v })}
          options={[{ value: '', label: f.all }, ...f.options]}
        />
      );
    default: {
      const [from, to] = f.name.map((n) => values[n] as number | undefined);
      return (
        <DatePicker.RangePicker
          value={
            from === undefined && to === undefined ? null : [from ? dayjs(from) : null, to ? dayjs(to) : null]
          }
          onChange={(v) =>
            set({
              [f.name[0]]: v?.[0]?.startOf('day').valueOf(),
              [f.name[1]]: v?.[1]?.endOf('day').valueOf(),
            })
          }
        />
      );
    }
  }
}

/** A list's toolbar of filters. */
export function ListFilters<Q>({
  filters,
  values,
  set,
}: {
  filters: ListFilter<Q>[];
  values: Partial<Q>;
  set: (patch: Partial<Q>) => void;
}) {
  return (
    <div className="admin-toolbar">
      {filters.map((f) => (
        <FilterControl
          key={String(f.name)}
          filter={f as unknown as ListFilter<Values>}
          values={values as Values}
          set={set as (patch: Values) => void}
        />
      ))}
    </div>
  );
}
