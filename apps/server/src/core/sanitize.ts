import sanitizeHtml from 'sanitize-html';

/*
 * Rich text is sanitised once, when it is written (decision 037): the console's saves, the seeds and the
 * factories store it sanitised (core/rich-text.ts), migration 016 sanitised the rows written before, and
 * reads answer it as stored. A change to these rules comes with a migration that sanitises the stored rows
 * again (sanitiseStoredRichText). Decoration blocks' HTML is still sanitised when a page is rendered.
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
