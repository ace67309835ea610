/*
 * The public entry of the content feature (decision 026): what other features, the apps and the router may
 * use. Re-exports only: the build treats this file as free of side effects, so an export used by a lazy
 * chunk alone stays out of the first load.
 */
export { useAnnouncementQuery, useAnnouncementsQuery } from './api/announcements';
export { fetchArticles, useArticleCategoriesQuery, useArticleQuery } from './api/articles';
export { useAboutHtmlQuery } from './api/get-about-html';
export { useLatestAnnouncementQuery } from './api/get-latest-announcement';
export { pageBlocksQuery, usePageBlocksQuery } from './api/list-page-blocks';
export { ARTICLES_PAGE_SIZE, type TArticle } from './article';
export { ArticleMeta } from './components/article-meta';
export { PageBlock } from './components/page-blocks';
export { SlideShow } from './components/slide-show';
export { registerContentStrings } from './i18n/register';
export { contentRoutes } from './routes';
export { readSlides, readVodBlock } from './vod-block';
