/**
 * Comments come HTML-escaped (the server stores them so, as MeEdu's clients insert them as HTML); shown as
 * text, the entities are decoded first. Used by the storefront's comments and the console's moderation.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return new DOMParser().parseFromString(text, 'text/html').documentElement.textContent ?? text;
}
