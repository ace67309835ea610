import sanitizeHtml from 'sanitize-html';

/*
 * Admin-written HTML is sanitised again on every read (security.md: all rich text, including
 * decoration blocks), so a row written before a rule existed, or by hand, cannot carry a script.
 */

const length = /^(-?\d+(\.\d+)?(px|em|rem|%)?\s*){1,4}$/;
const colour = /^(#[0-9a-f]{3,8}|rgba?\([\d\s,.%]+\)|[a-z]+)$/i;
/** Gradients and colours, never url(): a block must not load or leak to other origins through CSS. */
const background = /^(?!.*url)(?!.*expression)[\w\s#(),.%-]+$/i;

const richText: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
};

/** Articles, announcements and agreements. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, richText);
}

/** Home-page `code` blocks: rich text plus a small set of inline styles for banners. */
export function sanitizeBlockHtml(html: string): string {
  return sanitizeHtml(html, {
    ...richText,
    allowedAttributes: { ...richText.allowedAttributes, '*': ['class', 'style'] },
    allowedStyles: {
      '*': {
        color: [colour],
        'background-color': [colour],
        background: [background],
        'background-image': [background],
        padding: [length],
        margin: [length],
        'border-radius': [length],
        'font-size': [length],
        'line-height': [length],
        width: [length],
        'max-width': [length],
        height: [length],
        'text-align': [/^(left|right|center|justify)$/],
        'text-decoration': [/^(none|underline|line-through)$/],
        'font-weight': [/^(normal|bold|[1-9]00)$/],
        display: [/^(block|inline|inline-block|flex|none)$/],
      },
    },
  });
}
