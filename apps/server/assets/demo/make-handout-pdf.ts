/*
 * Writes attachments/vue3-handout.pdf: a one-page PDF built by hand (no PDF library needed for a few
 * lines of text). Latin text only, because CJK in a PDF would need an embedded font.
 * Run: npx tsx apps/server/assets/demo/make-handout-pdf.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const lines = [
  ['F2', 22, 'Vue 3 in Action - Course Handout'],
  ['F1', 12, 'Shuyuan demo attachment'],
  ['F1', 12, ''],
  ['F2', 14, 'Chapter 1  Getting started'],
  ['F1', 12, '- Create a project with Vite: npm create vue@latest'],
  ['F1', 12, '- Template syntax, ref() and reactive()'],
  ['F2', 14, 'Chapter 2  Composition API'],
  ['F1', 12, '- setup(), lifecycle hooks, composables'],
  ['F2', 14, 'Chapter 3  Project'],
  ['F1', 12, '- Vue Router, Pinia, an admin dashboard end to end'],
] as const;

const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
let y = 780;
const content = lines
  .map(([font, size, text]) => {
    y -= size + 12;
    return `BT /${font} ${size} Tf 56 ${y} Td ${pdfString(text)} Tj ET`;
  })
  .join('\n');

const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
  `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
];

let pdf = '%PDF-1.4\n';
const offsets: number[] = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(pdf));
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(pdf);
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

const out = join(dirname(fileURLToPath(import.meta.url)), 'attachments', 'vue3-handout.pdf');
writeFileSync(out, pdf);
console.log('wrote', out);
