/*
 * The public entry of the learning module (decision 026). Learning builds on the catalogue: it adds the
 * member's progress to the course and video pages.
 */

// The console's caption upload checks and stores files where the player reads them.
export { CAPTIONS_FOLDER, captionFileOnDisk } from './captions';
// A refund of a course ends its study (commerce's course goods).
export { endCourseStudy } from './course-completion';
// The demo seed writes (and encrypts) its videos where the player reads them.
export { encryptHlsFolder } from './media/hls-encrypt';
export { MEDIA_DIR } from './media/locate';
// The app's Content-Security-Policy allows the media origins the player fetches from.
export { readMediaOrigins } from './media/media-origins';
export { checkWebVtt } from './media/webvtt';
export { default as learningRoutes } from './routes';
// The app starts the one buffer of progress writes, decorates it as `app.progress` and closes it.
export { startProgressBuffer } from './watch-writes';
