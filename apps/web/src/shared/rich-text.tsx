import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import './rich-text.css';

export interface RichTextProps {
  /** Server HTML (already sanitised there; sanitised again here). */
  html: string;
  className?: string;
  /** Alt text for images that have none (e.g. the article title). */
  imageAlt?: string;
  /** The page's own title: a first heading that repeats it is dropped. */
  pageTitle?: string;
}

interface Tools {
  prepare: (html: string, imageAlt?: string, pageTitle?: string) => string;
  math?: (root: HTMLElement) => void;
  code?: (root: HTMLElement) => void;
}

/** Whether the text may hold a formula in one of the spec §9 delimiters. */
export const mayHaveMath = (html: string) => /\$|\\\(|\\\[/.test(html);
export const hasCodeBlock = (html: string) => /<pre[\s>]/i.test(html);

/**
 * The sanitiser always, KaTeX (~80 kB gzip) only for text with a formula delimiter and highlight.js only
 * for text with a code block: none of them is in the first load of any page.
 */
async function loadTools(html: string): Promise<Tools> {
  const [sanitiser, math, code] = await Promise.all([
    import('./rich-text-html'),
    mayHaveMath(html) ? import('./rich-text-math') : null,
    hasCodeBlock(html) ? import('./rich-text-code') : null,
  ]);
  return { prepare: sanitiser.prepareRichHtml, math: math?.renderMath, code: code?.highlightCode };
}

/** Text only, escaped: safe without a sanitiser. */
function asPlainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const div = document.createElement('div');
  div.textContent = text;
  return `<p>${div.innerHTML}</p>`;
}

function RichTextSkeleton() {
  return (
    <div className="rich-text-skeleton" aria-hidden="true">
      <div className="shimmer skeleton-line" style={{ width: '92%' }} />
      <div className="shimmer skeleton-line" style={{ width: '100%' }} />
      <div className="shimmer skeleton-line" style={{ width: '76%' }} />
    </div>
  );
}

function RichTextView({ html, className, imageAlt, pageTitle, tools }: RichTextProps & { tools: Tools }) {
  const ref = useRef<HTMLDivElement>(null);
  const prepared = useMemo(
    () => tools.prepare(html, imageAlt, pageTitle),
    [tools, html, imageAlt, pageTitle],
  );
  // React sets innerHTML again only when `prepared` changes; the enhancement follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must follow the injected HTML
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    tools.math?.(root);
    tools.code?.(root);
    // What scrolls sideways (code blocks, wide formulas and tables) must be reachable by keyboard.
    for (const el of root.querySelectorAll<HTMLElement>('pre, .katex-display, table')) el.tabIndex = 0;
  }, [prepared, tools]);
  return (
    <div
      ref={ref}
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and by prepareRichHtml
      dangerouslySetInnerHTML={{ __html: prepared }}
    />
  );
}

/**
 * Rich text everywhere (course descriptions, articles, announcements, about): formulas with the delimiters
 * $$, $, \( and \[ (spec §9), highlighted code blocks, lazy images with alt text.
 */
export function RichText(props: RichTextProps) {
  const [tools, setTools] = useState<{ html: string; tools: Tools } | null>(null);
  useEffect(() => {
    let live = true;
    loadTools(props.html)
      .then((t) => {
        if (live) setTools({ html: props.html, tools: t });
      })
      .catch(() => {
        // The code could not be fetched (offline, a new deployment): show the words without markup.
        if (live) setTools({ html: props.html, tools: { prepare: asPlainText } });
      });
    return () => {
      live = false;
    };
  }, [props.html]);
  if (!tools || tools.html !== props.html) return <RichTextSkeleton />;
  return <RichTextView {...props} tools={tools.tools} />;
}
