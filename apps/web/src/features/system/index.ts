/*
 * The public entry of the system feature (decision 026): the site's frame (header, footer) for the app
 * shell, and what the router and the mobile site use. Re-exports only: the build treats this file as free
 * of side effects, so an export used by a lazy chunk alone stays out of the first load.
 */
export { navsQuery } from './api/list-navs';
export { BackToTop } from './components/back-to-top';
export { LanguageToggle } from './components/language-toggle';
export { SiteFooter } from './components/site-footer';
export { SiteHeader } from './components/site-header';
export { systemRoutes } from './routes';
