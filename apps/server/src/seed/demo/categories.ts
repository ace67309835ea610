import type { CategoryType } from '#core/db/schema';

/** Cover gradient of a top-level category: [from, to, accent]. */
export type Palette = [string, string, string];

export interface DemoCategory {
  key: string;
  type: CategoryType;
  name: string;
  name_en: string;
  is_special?: 1;
  palette: Palette;
  /** Picture drawn on covers of this category. */
  motif: 'code' | 'server' | 'chart' | 'design' | 'career' | 'people' | 'book';
  children?: { key: string; name: string; name_en: string }[];
}

type Motif = DemoCategory['motif'];
type TopRow = [
  key: string,
  type: CategoryType,
  name: string,
  name_en: string,
  motif: Motif,
  palette: Palette,
];

/* Seven special categories (four course, three offline) so the footer's limit of six is exercised. */
const special = new Set(['frontend', 'backend', 'data', 'design', 'salon', 'bootcamp', 'workshop']);

const tops: TopRow[] = [
  ['frontend', 'course', '前端开发', 'Frontend', 'code', ['#1d4ed8', '#06b6d4', '#a5f3fc']],
  ['backend', 'course', '后端开发', 'Backend', 'server', ['#047857', '#34d399', '#d1fae5']],
  ['data', 'course', '数据科学', 'Data Science', 'chart', ['#6d28d9', '#db2777', '#fbcfe8']],
  ['design', 'course', '产品设计', 'Product Design', 'design', ['#c2410c', '#fbbf24', '#fef3c7']],
  ['career', 'course', '职场技能', 'Career Skills', 'career', ['#be123c', '#fb7185', '#ffe4e6']],
  ['salon', 'activate', '技术沙龙', 'Tech Salons', 'people', ['#0f766e', '#2dd4bf', '#ccfbf1']],
  ['bootcamp', 'activate', '训练营', 'Bootcamps', 'code', ['#1e3a8a', '#6366f1', '#e0e7ff']],
  ['workshop', 'activate', '工作坊', 'Workshops', 'design', ['#9a3412', '#f97316', '#ffedd5']],
  ['tech-blog', 'article', '技术博客', 'Tech Blog', 'code', ['#0e7490', '#22d3ee', '#cffafe']],
  ['study-tips', 'article', '学习方法', 'Study Tips', 'book', ['#4d7c0f', '#a3e635', '#ecfccb']],
  ['news', 'article', '平台动态', 'News', 'people', ['#374151', '#9ca3af', '#f3f4f6']],
];

/** Second-level categories by their parent's key: [key, name, name_en]. */
const childRows: Record<string, [string, string, string][]> = {
  frontend: [
    ['vue', 'Vue', 'Vue'],
    ['react', 'React', 'React'],
  ],
  backend: [
    ['node', 'Node.js', 'Node.js'],
    ['go', 'Go 语言', 'Go'],
  ],
  data: [
    ['python-data', 'Python 数据分析', 'Python Data Analysis'],
    ['ml', '机器学习', 'Machine Learning'],
  ],
  design: [['ux', '用户体验', 'UX Design']],
  career: [['office', '办公效率', 'Office Productivity']],
};

export const demoCategories: DemoCategory[] = tops.map(([key, type, name, name_en, motif, palette]) => ({
  key,
  type,
  name,
  name_en,
  ...(special.has(key) ? { is_special: 1 as const } : {}),
  palette,
  motif,
  ...(childRows[key]
    ? { children: childRows[key].map(([k, n, e]) => ({ key: k, name: n, name_en: e })) }
    : {}),
}));

/** The top-level category that owns `key` (itself when `key` is top-level). */
export function findTopCategory(key: string): DemoCategory {
  const top = demoCategories.find((c) => c.key === key || c.children?.some((child) => child.key === key));
  if (!top) throw new Error(`unknown demo category ${key}`);
  return top;
}

/** Display label of a category key: `前端开发 · Vue` for a child, the name for a top-level one. */
export function describeCategory(key: string): string {
  const top = findTopCategory(key);
  const child = top.children?.find((c) => c.key === key);
  return child ? `${top.name} · ${child.name}` : top.name;
}
