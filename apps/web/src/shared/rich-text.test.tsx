import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasCodeBlock, mayHaveMath, RichText } from './rich-text';
import { prepareRichHtml } from './rich-text-html';

describe('prepareRichHtml', () => {
  it('removes scripts and event handlers that slipped through', () => {
    const out = prepareRichHtml(
      '<p onclick="steal()">hi</p><script>steal()</script><img src="x" onerror="steal()">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|steal/);
    expect(out).toContain('<p>hi</p>');
  });
  it('makes images lazy with an alt text, keeping an author alt', () => {
    const out = prepareRichHtml('<img src="/a.png"><img src="/b.png" alt="架构图">', '课程封面');
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const [a, b] = [...doc.querySelectorAll('img')];
    expect(a.getAttribute('loading')).toBe('lazy');
    expect(a.getAttribute('alt')).toBe('课程封面');
    expect(b.getAttribute('alt')).toBe('架构图');
  });
});

describe('RichText', () => {
  it('knows when KaTeX and highlight.js are needed', () => {
    expect(mayHaveMath('<p>$$E=mc^2$$</p>')).toBe(true);
    expect(mayHaveMath('<p>\\(a\\) and \\[b\\]</p>')).toBe(true);
    expect(mayHaveMath('<p>no formula</p>')).toBe(false);
    expect(hasCodeBlock('<pre><code>x</code></pre>')).toBe(true);
    expect(hasCodeBlock('<p>preface</p>')).toBe(false);
  });

  it('renders formulas in all four delimiters and highlights code', async () => {
    const html = [
      '<p>display: $$a^2+b^2=c^2$$</p>',
      '<p>inline: $x_1$ and \\(y^2\\)</p>',
      '<p>\\[\\sum_{i=1}^n i\\]</p>',
      '<pre><code class="language-js">const answer = 42;</code></pre>',
    ].join('');
    const { container } = render(<RichText html={html} />);
    await waitFor(() => expect(container.querySelectorAll('.katex').length).toBe(4));
    expect(container.querySelectorAll('.katex-display')).toHaveLength(2);
    // MathML is kept for screen readers.
    expect(container.querySelectorAll('math').length).toBe(4);
    await waitFor(() =>
      expect(container.querySelector('code.hljs .hljs-keyword')?.textContent).toBe('const'),
    );
    expect(container.querySelector('pre')?.tabIndex).toBe(0);
  });

  it('leaves dollar signs in code alone', async () => {
    render(<RichText html={'<p>价格</p><pre><code>echo $HOME $PATH</code></pre>'} />);
    await waitFor(() => expect(screen.getByText(/echo/)).toBeTruthy());
    expect(document.querySelector('.katex')).toBeNull();
  });
});

describe('prepareRichHtml and the page title', () => {
  it('drops a first heading that repeats the page title, and only that', () => {
    expect(prepareRichHtml('<h2>标题</h2><p>正文</p>', '', '标题')).toBe('<p>正文</p>');
    expect(prepareRichHtml('<h2>小节</h2><p>正文</p>', '', '标题')).toBe('<h2>小节</h2><p>正文</p>');
    expect(prepareRichHtml('<p>标题</p>', '', '标题')).toBe('<p>标题</p>');
  });
});
