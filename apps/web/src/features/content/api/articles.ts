import { getArticle, listArticleCategories, listArticles } from '@shuyuan/contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import { previewCall } from '#lib/preview';

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
export const fetchArticle = (id: number, preview = false) =>
  callEndpoint(getArticle, { params: { id } }, { silent: true, ...previewCall(preview) });

export const useArticleQuery = (id: number, preview = false) =>
  useQuery({
    queryKey: [getArticle.id, id, preview],
    queryFn: () => fetchArticle(id, preview),
    enabled: id > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
