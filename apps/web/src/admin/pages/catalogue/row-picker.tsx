import { adminListActivates } from '@shuyuan/contract/admin-catalogue';
import { adminListCourses } from '@shuyuan/contract/admin-courses';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { callAdmin } from '../../admin-http';

/** The tables an editor picks rows of, each searched on the server (the catalogue may be large). */
const SOURCES = {
  courses: (keywords?: string) =>
    callAdmin(adminListCourses, { query: { page: 1, size: 50, keywords } }).then((r) =>
      r.data.map((c) => ({ id: c.id, title: c.title })),
    ),
  activates: (keywords?: string) =>
    callAdmin(adminListActivates, { query: { page: 1, size: 50, keywords } }).then((r) =>
      r.data.map((a) => ({ id: a.id, title: a.title })),
    ),
};

interface Props {
  source: keyof typeof SOURCES;
  value?: number[];
  onChange?: (ids: number[]) => void;
  placeholder?: string;
  /** Titles of rows already picked, so they show by name before any search finds them. */
  known?: { id: number; title: string }[];
  'aria-label'?: string;
}

/** Several rows of a table, in the order picked (a series' courses, a course grid's courses). */
export function RowPicker({ source, known = [], ...props }: Props) {
  const [search, setSearch] = useState('');
  const rows = useQuery({
    queryKey: ['admin', source, 'pick', search],
    queryFn: () => SOURCES[source](search || undefined),
  });
  const seen = new Map(known.map((r) => [r.id, r.title]));
  for (const r of rows.data ?? []) seen.set(r.id, r.title);
  return (
    <Select
      {...props}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={[...seen].map(([id, title]) => ({ value: id, label: `${id} · ${title}` }))}
    />
  );
}
