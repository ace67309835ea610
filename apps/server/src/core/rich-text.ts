import { sanitizeRichHtml } from './sanitize';

/*
 * Where rich text lives, and the one way rows carrying it are written: sanitised (decision 037). Reads
 * answer the stored HTML as it is, so every writer (the console's saves, the seeds and factories, migration
 * 016 for rows written before) passes its values through here or through sanitizeRichHtml itself.
 */

/** Every column the storefront answers as HTML, by table. */
export const RICH_TEXT_COLUMNS = {
  courses: 'render_desc',
  videos: 'render_desc',
  articles: 'render_content',
  activates: 'render_desc',
  kechengs: 'render_desc',
  announcements: 'announcement',
} as const;

/**
 * `values` of a row for `table` with its rich-text column sanitised (when the table has one and it is set).
 * `sanitize` may be a memoised sanitizeRichHtml (a seed writing the same few bodies many times).
 */
export function withSanitisedRichText<V extends object>(
  table: string,
  values: V,
  sanitize: (html: string) => string = sanitizeRichHtml,
): V {
  const column = (RICH_TEXT_COLUMNS as Record<string, string>)[table];
  if (!column) return values;
  const html = (values as Record<string, unknown>)[column];
  if (typeof html !== 'string') return values;
  return { ...values, [column]: sanitize(html) };
}
