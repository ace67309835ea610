/*
 * Where the demo media live. Files are committed under apps/server/assets/demo/ (made by the scripts
 * there) and copied by seedDemo: public ones to ${DATA_DIR}/storage/demo/ (served at /storage/demo/),
 * attachments to ${DATA_DIR}/private/demo/attachments/ (never served directly), videos and captions to
 * ${DATA_DIR}/media/demo/ (served only through the signed media route of the learning area).
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

/**
 * `url` of a demo video: a path under ${DATA_DIR}/media/ (private; played only through signed addresses),
 * e.g. `demo/videos/sample-1.mp4`.
 */
export function demoVideoPath(file: string): string {
  return `demo/${file}`;
}

/**
 * Caption tracks written for sample-1 (assets/demo/captions/), copied to ${DATA_DIR}/media/demo/captions/:
 * private like the videos, served only through signed addresses.
 */
export const DEMO_CAPTIONS = [
  { lang: 'en', label: 'English', file: 'captions/sample-1.en.vtt' },
  { lang: 'zh-CN', label: '中文', file: 'captions/sample-1.zh.vtt' },
] as const;

/** The encrypted HLS copy of sample-1 that seedDemo makes (a fresh AES-128 key per installation). */
export const DEMO_HLS_PLAYLIST = 'demo/videos/hls-aes/index.m3u8';

/** Stored `path` of a demo attachment, relative to DATA_DIR. */
export function demoAttachmentPath(file: string): string {
  return `private/demo/attachments/${file}`;
}
