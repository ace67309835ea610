import type { DemoCourse } from './courses';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A course description as the editor would save it: Markdown source plus the HTML shown on the page.
 * Both carry a heading, a list, a `$$` formula and a code block, so the demo exercises the rich-text
 * renderer (formulas and highlighting happen in the browser).
 */
export function renderCourseDescription(course: DemoCourse): { markdown: string; html: string } {
  const markdown = [
    '## 课程介绍',
    '',
    course.short,
    '',
    '### 你将学到',
    '',
    ...course.learn.map((item) => `- ${item}`),
    '',
    '### 核心公式',
    '',
    `$$${course.formula}$$`,
    '',
    '### 代码示例',
    '',
    `\`\`\`${course.code.lang}`,
    course.code.text,
    '```',
    '',
  ].join('\n');
  const html = [
    '<h2>课程介绍</h2>',
    `<p>${escapeHtml(course.short)}</p>`,
    '<h3>你将学到</h3>',
    `<ul>${course.learn.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    '<h3>核心公式</h3>',
    `<p>$$${escapeHtml(course.formula)}$$</p>`,
    '<h3>代码示例</h3>',
    `<pre><code class="language-${course.code.lang}">${escapeHtml(course.code.text)}</code></pre>`,
  ].join('\n');
  return { markdown, html };
}

/** Paragraphs of plain text to Markdown and HTML (articles, offline courses). */
export function renderParagraphs(title: string, paragraphs: string[]): { markdown: string; html: string } {
  return {
    markdown: [`## ${title}`, '', ...paragraphs.flatMap((p) => [p, ''])].join('\n'),
    html: [`<h2>${escapeHtml(title)}</h2>`, ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`)].join('\n'),
  };
}
