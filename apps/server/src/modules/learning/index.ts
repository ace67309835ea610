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
// The media move (runtime/media-to-s3) names the objects' types as the player needs them.
export { contentTypeOf, MEDIA_DIR } from './media/locate';
// The app's Content-Security-Policy allows the media origins the player fetches from.
export { readMediaOrigins } from './media/media-origins';
export { checkWebVtt } from './media/webvtt';
export { default as learningRoutes } from './routes';
// Uploaded videos are transcoded in the background (decision 042): the app registers the job in every
// process, the console's upload queues it, its video save and media delete keep the qualities in step, and
// its transcode page lists, retries and cancels the jobs.
export { parseJobError, parseStep } from './transcode/job-codes';
export {
  forgetTranscode,
  readSavedTranscodes,
  syncVideoTranscode,
} from './transcode/saved-transcodes';
export { readTranscodeTools, type TranscodeTools } from './transcode/tools';
export {
  mediaIdOfJob,
  queueTranscode,
  registerTranscodeJobs,
  TRANSCODE_JOB,
  type TranscodeJobData,
  transcodeJobId,
} from './transcode/transcode-job';
// The app starts the one buffer of progress writes, decorates it as `app.progress` and closes it.
export { startProgressBuffer } from './watch-writes';
