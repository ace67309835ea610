import renderMathInElement from 'katex/contrib/auto-render';
import { MATH_DELIMITERS } from './rich-text-html';
import 'katex/dist/katex.min.css';

/** Typesets the formulas inside `root` (KaTeX parses TeX; it never evaluates input). MathML is kept for screen readers. */
export function renderMath(root: HTMLElement) {
  renderMathInElement(root, {
    delimiters: MATH_DELIMITERS,
    throwOnError: false,
    output: 'htmlAndMathml',
    ignoredTags: ['script', 'noscript', 'style', 'textarea', 'pre', 'code', 'option'],
  });
}
