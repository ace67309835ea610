/*
 * A member who may only preview a video watches its first free_seconds; the server's stream ends there
 * (an MP4 is cut in bytes, an HLS playlist in segments), so the player stops itself just before and shows
 * 试看结束 with the buy button instead of stalling on missing bytes.
 */

/** Stop this much before the limit: the cut stream can end a fraction early. */
export const PREVIEW_STOP_MARGIN_SECONDS = 0.3;

export function previewLimitOf(info: { is_preview: boolean; free_seconds: number }): number {
  return info.is_preview && info.free_seconds > 0 ? info.free_seconds : 0;
}

export function previewReached(position: number, limit: number): boolean {
  return limit > 0 && position >= limit - PREVIEW_STOP_MARGIN_SECONDS;
}
