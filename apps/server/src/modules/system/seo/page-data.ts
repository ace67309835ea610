import { getCourse } from '@shuyuan/contract';
import { type MatchedWebPage, PAGE_DATA_ELEMENT_ID } from '@shuyuan/contract/web-pages';
import type { Deps } from '#core/deps';
import { type SerializedData, serializeData } from '#core/http/register-endpoint';
import { cachedCourseDetailBase } from '#modules/catalogue';

/*
 * The API answers a page shows first, written into its HTML (issue 21, decision 039), so the web app draws
 * the page without waiting for them: today the course page's GET /api/v2/course/{id}. The answer is the one
 * an anonymous caller gets (the member's own flags — bought, liked, progress — still come from the API once
 * the app knows who is there). Pages that are not found carry nothing: the head decides that first.
 */

const DATA_TTL_MS = 30_000;

/**
 * What GET /api/v2/course/{id} adds for a caller who is nobody (learning/course-detail.ts): not bought, not
 * liked, no progress. page-data.test.ts checks the written answer equals the API's.
 */
const ANONYMOUS_FLAGS = { isBuy: false, is_buy: false, isCollect: false, videoWatchedProgress: {} };

/** The course detail as an anonymous caller gets it, encoded; cached under `catalogue:`, which writers invalidate. */
function anonymousCourseAnswer(deps: Deps<'db' | 'cache' | 'config' | 'log'>, id: number) {
  return deps.cache.get<SerializedData>(`catalogue:seo:course:${id}:data`, DATA_TTL_MS, async () => {
    const base = await cachedCourseDetailBase(deps, id, { userId: null });
    return serializeData(deps, getCourse, { ...base, ...ANONYMOUS_FLAGS });
  });
}

/** JSON as it may stand inside <script>: no `<` (so no `</script>`, no `<!--`), `>` or `&`, nor U+2028/9. */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The page-data element of `page` (a course page whose head was found), or '' when it has none. `base` makes
 * asset addresses absolute, as the API does for the same request.
 */
export async function readPageData(
  deps: Deps<'db' | 'cache' | 'config' | 'log'>,
  page: MatchedWebPage,
  base: string,
): Promise<string> {
  if (page.head !== 'course') return '';
  const id = Number(page.params.courseId);
  if (!Number.isSafeInteger(id) || id <= 0) return '';
  const path = getCourse.path.replace(':id', String(id));
  const answer = (await anonymousCourseAnswer(deps, id)).bodyFor(base).toString('utf8');
  const json = `{${JSON.stringify(path)}:${answer}}`;
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(json)}</script>`;
}

/** `html` with `element` placed just before `</body>` (at the end when there is none). */
export function withPageData(html: string, element: string): string {
  if (!element) return html;
  const at = html.lastIndexOf('</body>');
  return at >= 0 ? `${html.slice(0, at)}${element}${html.slice(at)}` : `${html}${element}`;
}
