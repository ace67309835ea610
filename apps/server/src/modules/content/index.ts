/* The public entry of the content module (decision 026). Content builds on the catalogue (course blocks). */

// Commerce takes an offline course's seat when its order is paid.
export { tryTakeSeat } from './activates/service';

// The console's block editor reads and checks blocks as the storefront renders them.
export { findPageBlocks } from './repo';
export { default as contentRoutes } from './routes';
// The site configuration (system) embeds the PC sliders as /api/v2/sliders answers them.
export { blockLimit, listPlatformSliders, parseConfig, vodCourseIds } from './service';
// The app's one counter of article and announcement views (app.ts decorates it as `views`).
export { startViewCounts } from './view-counts';
