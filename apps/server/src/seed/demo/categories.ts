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

/* Seven special categories (four course, three offline) so the footer's limit of six is exercised. */
export const demoCategories: DemoCategory[] = [
  {
    key: 'frontend',
    type: 'course',
    name: '前端开发',
    name_en: 'Frontend',
    is_special: 1,
    palette: ['#1d4ed8', '#06b6d4', '#a5f3fc'],
    motif: 'code',
    children: [
      { key: 'vue', name: 'Vue', name_en: 'Vue' },
      { key: 'react', name: 'React', name_en: 'React' },
    ],
  },
  {
    key: 'backend',
    type: 'course',
    name: '后端开发',
    name_en: 'Backend',
    is_special: 1,
    palette: ['#047857', '#34d399', '#d1fae5'],
    motif: 'server',
    children: [
      { key: 'node', name: 'Node.js', name_en: 'Node.js' },
      { key: 'go', name: 'Go 语言', name_en: 'Go' },
    ],
  },
  {
    key: 'data',
    type: 'course',
    name: '数据科学',
    name_en: 'Data Science',
    is_special: 1,
    palette: ['#6d28d9', '#db2777', '#fbcfe8'],
    motif: 'chart',
    children: [
      { key: 'python-data', name: 'Python 数据分析', name_en: 'Python Data Analysis' },
      { key: 'ml', name: '机器学习', name_en: 'Machine Learning' },
    ],
  },
  {
    key: 'design',
    type: 'course',
    name: '产品设计',
    name_en: 'Product Design',
    is_special: 1,
    palette: ['#c2410c', '#fbbf24', '#fef3c7'],
    motif: 'design',
    children: [{ key: 'ux', name: '用户体验', name_en: 'UX Design' }],
  },
  {
    key: 'career',
    type: 'course',
    name: '职场技能',
    name_en: 'Career Skills',
    palette: ['#be123c', '#fb7185', '#ffe4e6'],
    motif: 'career',
    children: [{ key: 'office', name: '办公效率', name_en: 'Office Productivity' }],
  },
  {
    key: 'salon',
    type: 'activate',
    name: '技术沙龙',
    name_en: 'Tech Salons',
    is_special: 1,
    palette: ['#0f766e', '#2dd4bf', '#ccfbf1'],
    motif: 'people',
  },
  {
    key: 'bootcamp',
    type: 'activate',
    name: '训练营',
    name_en: 'Bootcamps',
    is_special: 1,
    palette: ['#1e3a8a', '#6366f1', '#e0e7ff'],
    motif: 'code',
  },
  {
    key: 'workshop',
    type: 'activate',
    name: '工作坊',
    name_en: 'Workshops',
    is_special: 1,
    palette: ['#9a3412', '#f97316', '#ffedd5'],
    motif: 'design',
  },
  {
    key: 'tech-blog',
    type: 'article',
    name: '技术博客',
    name_en: 'Tech Blog',
    palette: ['#0e7490', '#22d3ee', '#cffafe'],
    motif: 'code',
  },
  {
    key: 'study-tips',
    type: 'article',
    name: '学习方法',
    name_en: 'Study Tips',
    palette: ['#4d7c0f', '#a3e635', '#ecfccb'],
    motif: 'book',
  },
  {
    key: 'news',
    type: 'article',
    name: '平台动态',
    name_en: 'News',
    palette: ['#374151', '#9ca3af', '#f3f4f6'],
    motif: 'people',
  },
];

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
