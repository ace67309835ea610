import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamps } from './columns';

/* Learning (issue 6): progress in videos and courses, a video's qualities and captions, certificates. */

/** A member's progress in one video (MeEdu's user_video_watch_records). */
export interface VideoWatchRecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  video_id: number;
  /** Seconds; only grows. */
  watch_seconds: Generated<number>;
  /** Set once, when the position reached the duration. */
  watched_at: number | null;
}

/** A member's progress in a course (MeEdu's course_user_records); progress 0–100. */
export interface CourseUserRecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  progress: Generated<number>;
  is_watched: Flag;
  watched_at: number | null;
}

/** A quality a video is offered in; format mp4 | m3u8; hls_key: 32 hex of an AES-128 HLS rendition. */
export interface VideoRenditionsTable extends Timestamps {
  id: Generated<number>;
  video_id: number;
  name: string;
  format: string;
  url: string;
  sort: Generated<number>;
  hls_key: string | null;
  /** The media_files id whose transcode made this row (replaced with it); null: added by hand. */
  transcode_media_id: number | null;
}

/**
 * What the transcode of an uploaded video made (decision 042), under DATA_DIR/media/<folder>; paths are
 * relative to DATA_DIR/media. renditions and captions are JSON text (TranscodeRenditionJson[], …).
 */
export interface MediaTranscodesTable extends Timestamps {
  id: Generated<number>;
  media_id: number;
  folder: string;
  duration: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  container: Generated<string>;
  mp4: Generated<string>;
  master: Generated<string>;
  poster: Generated<string>;
  renditions: string;
  captions: string;
}

/** A WebVTT caption track of a video (one per language); the file is under DATA_DIR/media at `path`. */
export interface VideoCaptionsTable extends Timestamps {
  id: Generated<number>;
  video_id: number;
  lang: string;
  label: string;
  path: string;
  size: Generated<number>;
  admin_id: Generated<number>;
}

/** A certificate of completion; code is the public verification code. */
export interface CourseCertificatesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  code: string;
  member_name: Generated<string>;
  course_title: Generated<string>;
  issued_at: number;
  /** Set when the course was refunded (issue 19): the code then verifies as revoked. Null while valid. */
  revoked_at: ColumnType<number | null, number | null | undefined, number | null>;
}
