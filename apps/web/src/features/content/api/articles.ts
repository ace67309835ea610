import { getArticle, listArticleCategories, listArticles } from '@shuyuan/contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export const fetchArticleCategories = () => callEndpoint(listArticleCategories);

export const useArticleCategoriesQuery = () =>
  useQuery({ queryKey: [listArticleCategories.id], queryFn: fetchArticleCategories, staleTime: 300_000 });

export interface ArticleListQuery {
  page: number;
  page_size: number;
  cid?: number;
}

export const fetchArticles = (query: ArticleListQuery) => callEndpoint(listArticles, { query });

export const useArticlesQuery = (query: ArticleListQuery) =>
  useQuery({
    queryKey: [listArticles.id, query],
    queryFn: () => fetchArticles(query),
    placeholderData: keepPreviousData,
  });

/** Each read counts one view on the server, so the answer is not refetched in the background. */
export const fetchArticle = (id: number) => callEndpoint(getArticle, { params: { id } }, { silent: true });

export const useArticleQuery = (id: number) =>
  useQuery({
    queryKey: [getArticle.id, id],
    queryFn: () => fetchArticle(id),
    enabled: id > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
