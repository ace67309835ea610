import type { TArticleItem } from '@shuyuan/contract/content';

export type TArticle = TArticleItem;

export const ARTICLES_PAGE_SIZE = 10;
