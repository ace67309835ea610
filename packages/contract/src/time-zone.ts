/*
 * The site's one time zone (decision 035): every time the site shows is told in it, by the server where it
 * formats and by the web's one time helper. A setting (`site.time_zone`), Asia/Shanghai by default.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** An IANA zone name (`Asia/Shanghai`, `Europe/Berlin`, `UTC`) this runtime knows; offsets like `+08:00` are not. */
export function isTimeZone(value: unknown): value is string {
  if (
    typeof value !== 'string' ||
    value.length > 64 ||
    !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)
  )
    return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The stored setting when it names a zone, else the default. */
export const siteTimeZone = (value: unknown): string => (isTimeZone(value) ? value : DEFAULT_TIME_ZONE);
