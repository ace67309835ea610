import hljs from 'highlight.js/lib/common';
import 'highlight.js/styles/github.css';

/** Highlights every `<pre><code>` inside `root` (the language from its class, else detected). */
export function highlightCode(root: HTMLElement) {
  for (const block of root.querySelectorAll<HTMLElement>('pre code')) {
    if (!block.dataset.highlighted) hljs.highlightElement(block);
  }
}
