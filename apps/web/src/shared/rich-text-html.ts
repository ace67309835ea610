import DOMPurify from 'dompurify';

/**
 * Sanitises server HTML once more in the browser (the member token lives in localStorage, so one missed
 * tag on the server must not become script here) and prepares images: lazy loading, async decoding and an
 * alt text when the author left none.
 */
export function prepareRichHtml(html: string, imageAlt = '', pageTitle = ''): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
  });
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  // Many authors open the body with the title again; the page already shows it as its <h1>.
  const first = doc.body.firstElementChild;
  if (
    pageTitle &&
    first &&
    /^H[1-3]$/.test(first.tagName) &&
    first.textContent?.trim() === pageTitle.trim()
  ) {
    first.remove();
  }
  for (const img of doc.body.querySelectorAll('img')) {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    if (!img.hasAttribute('alt')) img.setAttribute('alt', imageAlt);
  }
  for (const a of doc.body.querySelectorAll('a[target="_blank"]')) {
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return doc.body.innerHTML;
}

/** Spec §9: formulas are written between $$…$$, $…$, \(…\) or \[…\]. Display forms first. */
export const MATH_DELIMITERS = [
  { left: '$$', right: '$$', display: true },
  { left: '\\[', right: '\\]', display: true },
  { left: '\\(', right: '\\)', display: false },
  { left: '$', right: '$', display: false },
];
