import { adminListExamCategories, type TAdminExamCategory } from '@shuyuan/contract/admin-exams';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-http';

/** The list pages' key: a category write refreshes the pickers and the category list alike. */
export const EXAM_CATEGORIES_KEY = ['admin', 'exam-categories'] as const;

/** The question bank's categories, as picker options in tree order (a child as `└ name` after its parent). */
export function useExamCategoryOptions() {
  const query = useQuery({
    queryKey: EXAM_CATEGORIES_KEY,
    queryFn: () => callAdmin(adminListExamCategories),
  });
  const rows = query.data ?? [];
  const options = treeOrder(rows).map((c) => ({ value: c.id, label: c.parent_id ? `└ ${c.name}` : c.name }));
  return {
    rows,
    options,
    /** The list pages' category filter (a category's list holds its sub-categories' too). */
    filter: (placeholder: string) =>
      ({ kind: 'select', name: 'category_id', placeholder, width: 200, options }) as const,
    topLevel: rows.filter((c) => c.parent_id === 0).map((c) => ({ value: c.id, label: c.name })),
    nameOf: (id: number) => rows.find((c) => c.id === id)?.name ?? `#${id}`,
  };
}

export function treeOrder(rows: TAdminExamCategory[]): TAdminExamCategory[] {
  return rows
    .filter((c) => c.parent_id === 0)
    .flatMap((top) => [top, ...rows.filter((c) => c.parent_id === top.id)]);
}
