import { DEFAULT_TIME_ZONE } from '@shuyuan/contract';
import { wallClockText } from './wall-clock';

/*
 * Presentation formats made at the edge (decision 001: the database keeps epoch ms and fen).
 * MeEdu serialises uncast columns as `YYYY-MM-DD HH:mm:ss` in its app timezone (the site's here) and Eloquent
 * timestamps as ISO-8601 UTC with microseconds.
 */

/*
 * The site's time zone (decision 035, setting `site.time_zone`): one for the whole site, so the process
 * holds it; modules/system's hook keeps it current from the setting (through the cache, so a change reaches
 * every process with the cache's invalidation).
 */
let zone = DEFAULT_TIME_ZONE;
/** Sets the zone formatDateTime writes in (an IANA name the caller has checked). */
export function setSiteTimeZone(timeZone: string): void {
  zone = timeZone;
}

export const currentSiteTimeZone = (): string => zone;

/** `YYYY-MM-DD HH:mm:ss` in the site's time zone (Asia/Shanghai unless set). */
export function formatDateTime(ms: number, timeZone: string = zone): string {
  return wallClockText(ms, timeZone);
}

/** `2025-01-02T03:04:05.000000Z`: Laravel's Eloquent date format (UTC, microseconds). */
export function formatIso(ms: number): string {
  return new Date(ms).toISOString().replace(/Z$/, '000Z');
}
