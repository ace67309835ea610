/* The public entry of the system module (decision 026): its routes and the site-wide cache of its answers. */

// What the server obeys on every request (issue 20): the CORS allow-list and the analytics of the page.
export { analyticsHeadTags, analyticsScriptOrigins } from './analytics';
// The cashier draws its QR codes as the footer does.
export { drawQrDataUrl } from './footer-qrcode';
export { default as systemRoutes } from './routes';
// What search engines read (issue 20): each page address's head, robots.txt and the sitemap.
export { default as seoRoutes, type SeoRouteOptions } from './seo/routes';
export { createWebPageSender } from './seo/web-pages';
// Settings writers (the console) invalidate the system answers; learning caches its media origins with them.
export { invalidateSystemCache, SYSTEM_CACHE_PREFIX, SYSTEM_CACHE_TTL_MS } from './service';
export { readAnalyticsIds, readCorsOrigins } from './site-access';
// The site's time zone, which every formatted time uses (decision 035).
export { keepSiteTimeZone, readSiteTimeZone } from './time-zone';
