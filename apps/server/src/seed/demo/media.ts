/*
 * Where the demo media live. Files are committed under apps/server/assets/demo/ (made by the scripts
 * there) and copied by seedDemo: public ones to ${DATA_DIR}/storage/demo/ (served at /storage/demo/),
 * attachments to ${DATA_DIR}/private/demo/attachments/ (never served directly).
 */

export const DEMO_URL_PREFIX = '/storage/demo';

export const demoMediaFile = {
  courseCover: (index: number) => `covers/course-${index + 1}.svg`,
  kechengCover: (index: number) => `covers/kecheng-${index + 1}.svg`,
  activateCover: (index: number) => `covers/activate-${index + 1}.svg`,
  articleCover: (index: number) => `covers/article-${index + 1}.svg`,
  slider: (file: string) => `sliders/${file}`,
  teacherAvatar: (index: number) => `avatars/teacher-${index + 1}.svg`,
  logo: 'logo.svg',
  whiteLogo: 'logo-white.svg',
  playerCover: 'covers/player.svg',
  /** Both 20 s long: `duration` of every demo video is the real length, so watching to the end finishes it. */
  videos: ['videos/sample-1.mp4', 'videos/sample-2.mp4'],
  videoSeconds: 20,
};

/** Site-relative URL of a public demo file. */
export function demoUrl(file: string): string {
  return `${DEMO_URL_PREFIX}/${file}`;
}

/** Stored `path` of a demo attachment, relative to DATA_DIR. */
export function demoAttachmentPath(file: string): string {
  return `private/demo/attachments/${file}`;
}
