import { useTexts } from '../../admin-text';

/** Strings of the simple content tables (articles, announcements, sliders, navs) and their shared table. */
const cn = {
  crud: {
    create: '新建',
    newOf: '新建{name}',
    editOf: '编辑{name}',
    actions: '操作',
    edit: '编辑',
    delete: '删除',
    confirmDelete: '确定删除？',
    save: '保存',
    saved: '已保存',
    deleted: '已删除',
  },
  all: '全部',
  yes: '是',
  no: '否',
  shown: '显示',
  hidden: '隐藏',
  title: '标题',
  author: '作者',
  reads: '阅读',
  status: '状态',
  publishedAt: '发布时间',
  cover: '封面',
  summary: '摘要',
  image: '图片',
  link: '链接',
  platform: '平台',
  sort: '排序',
  name: '名称',
  articles: { page: '文章', noun: '文章', search: '搜索标题', body: '正文（Markdown）', preview: '预览' },
  announcements: { page: '公告', noun: '公告', body: '内容（HTML）', bodyLabel: '公告内容' },
  sliders: { page: '轮播图', noun: '轮播图', link: '链接（站内路径或 https://…）' },
  navs: {
    page: '导航',
    noun: '导航',
    nameEn: '英文名称',
    parent: '上级',
    blank: '新窗口',
    activeRoutes: '高亮路由（逗号分隔）',
    parentId: '上级导航 ID（0 为一级）',
    openBlank: '新窗口打开',
  },
};
export type ContentText = typeof cn;

const en: ContentText = {
  crud: {
    create: 'New',
    newOf: 'New {name}',
    editOf: 'Edit {name}',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    confirmDelete: 'Delete it?',
    save: 'Save',
    saved: 'Saved',
    deleted: 'Deleted',
  },
  all: 'All',
  yes: 'Yes',
  no: 'No',
  shown: 'Shown',
  hidden: 'Hidden',
  title: 'Title',
  author: 'Author',
  reads: 'Reads',
  status: 'Status',
  publishedAt: 'Published',
  cover: 'Cover',
  summary: 'Summary',
  image: 'Image',
  link: 'Link',
  platform: 'Platform',
  sort: 'Order',
  name: 'Name',
  articles: {
    page: 'Articles',
    noun: 'article',
    search: 'Search by title',
    body: 'Body (Markdown)',
    preview: 'Preview',
  },
  announcements: {
    page: 'Announcements',
    noun: 'announcement',
    body: 'Text (HTML)',
    bodyLabel: 'Announcement text',
  },
  sliders: { page: 'Sliders', noun: 'slide', link: 'Link (site path or https://…)' },
  navs: {
    page: 'Navigation',
    noun: 'menu entry',
    nameEn: 'English name',
    parent: 'Parent',
    blank: 'New window',
    activeRoutes: 'Highlighted routes (comma separated)',
    parentId: 'Parent entry ID (0: top level)',
    openBlank: 'Open in a new window',
  },
};

/** Both languages (the key-parity test reads every `texts`). */
export const texts = { cn, en };

export function useContentText(): ContentText {
  return useTexts(texts);
}
