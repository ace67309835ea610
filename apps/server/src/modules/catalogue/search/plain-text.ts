/*
 * The one place where stored descriptions (Markdown with LaTeX, or sanitised HTML) become the plain text a
 * search snippet shows: the web draws snippets as text, so whatever markup is left here would be read
 * literally (`**粗体**`, `$\frac{a}{b}$`, `[链接](https://…)`).
 */

/** A few common TeX commands read as their symbol; any other command (\\mathrm, \\left) goes. */
const TEX_SYMBOLS: Record<string, string> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  pi: 'π',
  sigma: 'σ',
  omega: 'ω',
  sum: '∑',
  prod: '∏',
  int: '∫',
  infty: '∞',
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  to: '→',
  rightarrow: '→',
  in: '∈',
  partial: '∂',
  nabla: '∇',
};

/** Operator names written as commands read as themselves. */
const TEX_FUNCTIONS = new Set(['sin', 'cos', 'tan', 'cot', 'log', 'ln', 'exp', 'lim', 'max', 'min', 'det']);

/** A formula's body as text: `\frac{a}{b}` → `a/b`, `\sqrt{x}` → `√x`, `x^{2}` → `x2`, symbols by name. */
function texText(tex: string): string {
  let out = tex;
  // Innermost first, so a fraction inside a root reads too.
  for (let i = 0; i < 4; i++) {
    out = out
      .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '$1/$2')
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, '√$1');
  }
  return out
    .replace(/\\(left|right|displaystyle|limits|quad|qquad|,|;|!)/g, ' ')
    .replace(/\\([a-zA-Z]+)/g, (_, name: string) =>
      TEX_FUNCTIONS.has(name) ? ` ${name} ` : (TEX_SYMBOLS[name] ?? ' '),
    )
    .replace(/\\\\/g, ' ')
    .replace(/[{}^_&]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES: [RegExp, string][] = [
  [/&nbsp;/g, ' '],
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/&amp;/g, '&'],
];

/** A character some rule of plainText reacts to (tags, formulas, Markdown marks, entities, list numbers). */
const MARKUP = /[<>$\\`~![\]#*+_|&:-]|\d[.)]/;

/** Plain text of stored Markdown (with $…$ / $$…$$ / \(…\) / \[…\] formulas) or HTML, whitespace collapsed. */
export function plainText(source: string): string {
  // Most short descriptions and titles hold none of the characters any rule below reads: only the
  // whitespace is theirs to change (about 40× cheaper than the twenty passes, and snippets run per page).
  if (!MARKUP.test(source)) return source.replace(/\s+/g, ' ').trim();
  let text = source
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    // Formulas: their content read as text, delimiters gone.
    .replace(/\$\$([\s\S]+?)\$\$/g, (_, tex: string) => ` ${texText(tex)} `)
    .replace(/\\\[([\s\S]+?)\\\]/g, (_, tex: string) => ` ${texText(tex)} `)
    .replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) => ` ${texText(tex)} `)
    .replace(/(^|[^\\$])\$([^$\n]+?)\$/g, (_, before: string, tex: string) => `${before}${texText(tex)}`)
    // Code fences and their language; the code itself stays.
    .replace(/^\s*(```|~~~)[^\n]*$/gm, ' ')
    // Images keep their alt text, links their text; reference definitions go.
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    // Line starts: headings, quotes, list markers, table rules.
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*>+\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ')
    .replace(/^\s*([-*_]\s*){3,}$/gm, ' ')
    // Emphasis and inline code in pairs, so snake_case and 2*3 survive.
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])([*_])(?=\S)([^*_\n]*?\S)\2(?!\w)/g, '$1$3')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/\|/g, ' ');
  for (const [entity, char] of ENTITIES) text = text.replace(entity, char);
  return text.replace(/\s+/g, ' ').trim();
}
