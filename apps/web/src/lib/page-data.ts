import { PAGE_DATA_ELEMENT_ID } from '@shuyuan/contract/web-pages';

/*
 * The API answers a page's HTML carries (issue 21, decision 039; the server's seo/page-data.ts): an inert
 * JSON block `{ "/api/v2/course/3": { code, message, data } }` of what an anonymous caller gets. Start-up puts
 * them in the query cache, so the page draws its content without waiting for those calls.
 */

/** The data of each successful answer the document carries, by API path; empty when it carries none. */
export function readPageAnswers(doc: Document = document): ReadonlyMap<string, unknown> {
  const answers = new Map<string, unknown>();
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return answers;
    for (const [path, envelope] of Object.entries(parsed)) {
      if ((envelope as { code?: unknown } | null)?.code === 0) answers.set(path, envelope.data);
    }
  } catch (err) {
    // A page without usable data still works: the screens ask the API as they always did.
    console.error('page data', err);
  }
  return answers;
}
