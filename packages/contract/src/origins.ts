/**
 * A list of web origins as browsers send them in `Origin` (`https://shop.example.com`,
 * `http://localhost:5173`): scheme, host and port, separated by commas or line breaks. Used for the CORS
 * allow-list of CORS_ORIGINS and of the setting `site.cors_origins`. Null when a part is no origin (a path,
 * a `*`, credentials, another scheme): a wildcard must never slip in as "allowed".
 */
export function parseOriginList(value: string): string[] | null {
  const origins: string[] = [];
  for (const part of value.split(/[,\s]+/)) {
    if (part === '') continue;
    if (!/^https?:\/\/[^/?#*@\\]+\/?$/i.test(part) || !URL.canParse(part)) return null;
    const origin = new URL(part).origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}
