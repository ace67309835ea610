import { formatDateTimeSeconds } from '#shared/time';

/** A time of the orders pages in the site's time zone (decision 035), or `-` when there is none. */
export const fmtTime = (v: number | null) => (v ? formatDateTimeSeconds(v) : '-');
