import { posix } from 'node:path';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MediaTranscodesTable } from '#core/db/schema';
import type { TranscodeResult } from './transcode';

/* A media_transcodes row (decision 042, "Integration"): where its files are, and its JSON columns read back. */
/** Where the outputs of uploads live, relative to DATA_DIR/media: transcoded/<media id>/<run>/. */
export const TRANSCODED_FOLDER = 'transcoded';

export const mediaTranscodeFolder = (mediaId: number) => posix.join(TRANSCODED_FOLDER, String(mediaId));

/** A rendition as media_transcodes.renditions keeps it (JSON), best first. */
export interface SavedRendition {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
  average_bandwidth: number;
  codecs: string | null;
  /** The media playlist, relative to DATA_DIR/media. */
  playlist: string;
  /** AES-128, 32 hex. */
  key: string;
}

export interface SavedCaption {
  /** Relative to DATA_DIR/media. */
  path: string;
  /** BCP 47, null when the upload did not tag the stream. */
  lang: string | null;
  label: string | null;
  size: number;
}

export type MediaTranscodeRow = Selectable<MediaTranscodesTable>;

export type Db = Kysely<Database> | Transaction<Database>;

/** Whole seconds, as videos.duration counts them; a video shorter than a second is one. */
export const wholeSeconds = (seconds: number) => Math.max(1, Math.round(seconds));

/** The qualities of a saved transcode, best first (what the console lists). */
export function savedRenditions(row: Pick<MediaTranscodeRow, 'renditions'>): SavedRendition[] {
  try {
    const parsed: unknown = JSON.parse(row.renditions);
    return Array.isArray(parsed) ? (parsed as SavedRendition[]) : [];
  } catch {
    return [];
  }
}

export function savedCaptions(row: Pick<MediaTranscodeRow, 'captions'>): SavedCaption[] {
  try {
    const parsed: unknown = JSON.parse(row.captions);
    return Array.isArray(parsed) ? (parsed as SavedCaption[]) : [];
  } catch {
    return [];
  }
}

/** The row's columns for a result written into `folder` (relative to DATA_DIR/media). */
export function transcodeColumns(
  folder: string,
  result: TranscodeResult,
  captionSizes: number[],
): Omit<MediaTranscodeRow, 'id' | 'media_id' | 'created_at' | 'updated_at'> {
  const at = (path: string) => posix.join(folder, path);
  const renditions: SavedRendition[] = [...result.hls.renditions].reverse().map((r) => ({
    name: r.name,
    width: r.width,
    height: r.height,
    bandwidth: r.bandwidth,
    average_bandwidth: r.averageBandwidth,
    codecs: r.codecs,
    playlist: at(r.playlist),
    key: r.key,
  }));
  const captions: SavedCaption[] = result.captions.map((c, i) => ({
    path: at(c.path),
    lang: c.lang,
    label: c.label,
    size: captionSizes[i] ?? 0,
  }));
  return {
    folder,
    duration: wholeSeconds(result.source.durationSeconds),
    width: result.source.video.displayWidth,
    height: result.source.video.displayHeight,
    container: result.source.container.slice(0, 64),
    mp4: at(result.mp4.path),
    master: at(result.hls.master),
    poster: at(result.poster.path),
    renditions: JSON.stringify(renditions),
    captions: JSON.stringify(captions),
  };
}
