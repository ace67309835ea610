/*
 * Draws the demo pictures (SVG) from the demo data, so titles and colours always match the seed:
 *   covers/course-N.svg, kecheng-N.svg, activate-N.svg, article-N.svg (640x480), covers/player.svg (1280x720)
 *   sliders/*.svg (1200x400), avatars/teacher-N.svg (240x240), logo.svg, logo-white.svg
 * Run: npx tsx apps/server/assets/demo/make-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoActivates } from '../../src/seed/demo/activates';
import { demoArticles } from '../../src/seed/demo/articles';
import { type DemoCategory, describeCategory, findTopCategory } from '../../src/seed/demo/categories';
import { demoCourses } from '../../src/seed/demo/courses';
import { demoMediaFile } from '../../src/seed/demo/media';
import { demoKechengs, demoSliders } from '../../src/seed/demo/site';
import { demoTeachers } from '../../src/seed/demo/teachers';

type Palette = [string, string, string];
type Motif = DemoCategory['motif'];

const FONT = `font-family="'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif"`;
const here = dirname(fileURLToPath(import.meta.url));

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Rough advance width in em: CJK is square, Latin is about half as wide. */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u2e80-\uffff]/.test(ch) ? 1 : ch === ' ' ? 0.3 : 0.58;
  return width;
}

/** Greedy line breaking that keeps Latin words whole and breaks after a full-width colon first. */
function wrap(text: string, maxEm: number): string[] {
  const colon = text.indexOf('：');
  if (colon > 0 && textWidth(text) > maxEm) {
    return [...wrap(text.slice(0, colon + 1), maxEm), ...wrap(text.slice(colon + 1), maxEm)];
  }
  const tokens = text.match(/[A-Za-z0-9.+#/-]+|\s+|./gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && textWidth(line + token) > maxEm) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      line += token;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** Clips the overhanging decorations to the canvas (visible otherwise when an <img> letterboxes). */
function clip(width: number, height: number): string {
  return `<clipPath id="canvas"><rect width="${width}" height="${height}"/></clipPath>`;
}

function gradient(id: string, palette: Palette, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>`;
}

/** A white line drawing in a 200x200 box. */
function motif(kind: Motif, accent: string): string {
  const s = `fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case 'code':
      return `<rect x="10" y="30" width="180" height="140" rx="16" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>
<circle cx="34" cy="52" r="6" fill="${accent}"/><circle cx="54" cy="52" r="6" fill="#ffffff" fill-opacity="0.7"/><circle cx="74" cy="52" r="6" fill="#ffffff" fill-opacity="0.4"/>
<polyline points="70,92 46,116 70,140" ${s}/><polyline points="130,92 154,116 130,140" ${s}/><line x1="112" y1="86" x2="88" y2="146" ${s}/>`;
    case 'server':
      return [0, 1, 2]
        .map(
          (
            i,
          ) => `<rect x="20" y="${28 + i * 52}" width="160" height="40" rx="10" fill="#ffffff" fill-opacity="${0.12 + i * 0.06}" stroke="#ffffff" stroke-opacity="0.75" stroke-width="4"/>
<circle cx="44" cy="${48 + i * 52}" r="6" fill="${accent}"/><line x1="70" y1="${48 + i * 52}" x2="150" y2="${48 + i * 52}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>`,
        )
        .join('\n');
    case 'chart':
      return `${[50, 90, 70, 130]
        .map(
          (h, i) =>
            `<rect x="${22 + i * 42}" y="${180 - h}" width="28" height="${h}" rx="6" fill="#ffffff" fill-opacity="${0.25 + i * 0.12}"/>`,
        )
        .join('')}
<polyline points="36,110 78,80 120,96 162,36" ${s}/>${[
        [36, 110],
        [78, 80],
        [120, 96],
        [162, 36],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="8" fill="${accent}" stroke="#ffffff" stroke-width="4"/>`,
        )
        .join('')}`;
    case 'design':
      return `<circle cx="80" cy="80" r="52" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-width="5"/>
<rect x="92" y="92" width="88" height="88" rx="12" fill="${accent}" fill-opacity="0.55" stroke="#ffffff" stroke-width="5"/>
<polygon points="40,178 76,118 112,178" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-width="5" stroke-linejoin="round"/>`;
    case 'career':
      return `<rect x="24" y="70" width="152" height="104" rx="14" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-width="5"/>
<path d="M76 70 V52 a10 10 0 0 1 10 -10 h28 a10 10 0 0 1 10 10 V70" ${s}/><line x1="24" y1="112" x2="176" y2="112" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>
<polyline points="52,156 84,132 108,146 150,98" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><polyline points="128,98 150,98 150,120" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'people':
      return [
        [100, 70, 30, 1],
        [46, 96, 22, 0.7],
        [154, 96, 22, 0.7],
      ]
        .map(
          ([
            x,
            y,
            r,
            o,
          ]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.3 * o}" stroke="#ffffff" stroke-opacity="${o}" stroke-width="5"/>
<path d="M${x - r * 1.6} ${y + r * 3.2} a${r * 1.6} ${r * 1.5} 0 0 1 ${r * 3.2} 0" fill="none" stroke="#ffffff" stroke-opacity="${o}" stroke-width="5" stroke-linecap="round"/>`,
        )
        .join('\n');
    case 'book':
      return `<path d="M100 60 C76 44 44 44 20 52 V164 C44 156 76 156 100 172 Z" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-width="5" stroke-linejoin="round"/>
<path d="M100 60 C124 44 156 44 180 52 V164 C156 156 124 156 100 172 Z" fill="${accent}" fill-opacity="0.45" stroke="#ffffff" stroke-width="5" stroke-linejoin="round"/>
<line x1="40" y1="84" x2="80" y2="90" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/><line x1="40" y1="108" x2="80" y2="114" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`;
  }
}

function decorations(width: number, height: number, palette: Palette, variant: number): string {
  const cx = width - 60 - (variant % 3) * 30;
  const dots: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 8; col++)
      dots.push(`<circle cx="${width * 0.45 + col * 18}" cy="${28 + row * 18}" r="2.2"/>`);
  }
  return `<circle cx="${cx}" cy="${-20 + (variant % 4) * 12}" r="${height * 0.46}" fill="${palette[2]}" fill-opacity="0.16"/>
<circle cx="${40 + (variant % 5) * 14}" cy="${height + 30}" r="${height * 0.33}" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="${width * 0.62}" cy="${height * 0.78}" r="${height * 0.1}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>
<g fill="#ffffff" fill-opacity="0.16">${dots.join('')}</g>`;
}

/** A 640x480 cover: category pill, picture, wrapped title, brand line. */
function cover(o: {
  title: string;
  label: string;
  palette: Palette;
  motif: Motif;
  variant: number;
  footer?: string;
}): string {
  const W = 640;
  const H = 480;
  let size = 44;
  let lines = wrap(o.title, 560 / size);
  if (lines.length > 3) {
    size = 36;
    lines = wrap(o.title, 560 / size);
  }
  const lineHeight = size * 1.25;
  const lastBaseline = 396;
  const title = lines
    .map(
      (line, i) =>
        `<text x="40" y="${lastBaseline - (lines.length - 1 - i) * lineHeight}">${esc(line)}</text>`,
    )
    .join('');
  const pillWidth = Math.round(textWidth(o.label) * 20 + 36);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<title>${esc(o.title)}</title>
<defs>${clip(W, H)}${gradient('bg', o.palette)}<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient></defs>
<g clip-path="url(#canvas)">
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${decorations(W, H, o.palette, o.variant)}
<g transform="translate(400 56)">${motif(o.motif, o.palette[2])}</g>
<rect width="${W}" height="${H}" fill="url(#shade)"/>
<rect x="40" y="40" width="${pillWidth}" height="40" rx="20" fill="#ffffff" fill-opacity="0.22"/>
<text x="${40 + pillWidth / 2}" y="67" text-anchor="middle" ${FONT} font-size="20" fill="#ffffff">${esc(o.label)}</text>
<g ${FONT} font-size="${size}" font-weight="700" fill="#ffffff">${title}</g>
<rect x="40" y="420" width="28" height="4" rx="2" fill="${o.palette[2]}"/>
<text x="40" y="450" ${FONT} font-size="18" fill="#ffffff" fill-opacity="0.85">${esc(o.footer ?? '书院 Shuyuan')}</text>
</g>
</svg>
`;
}

function slider(o: {
  title: string;
  subtitle: string;
  cta: string;
  palette: Palette;
  motif: Motif;
  variant: number;
}): string {
  const W = 1200;
  const H = 400;
  const ctaWidth = Math.round(textWidth(`${o.cta} →`) * 22 + 56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<title>${esc(o.title)}</title>
<defs>${clip(W, H)}${gradient('bg', o.palette)}</defs>
<g clip-path="url(#canvas)">
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${decorations(W, H, o.palette, o.variant)}
<g transform="translate(820 60) scale(1.4)">${motif(o.motif, o.palette[2])}</g>
<text x="80" y="120" ${FONT} font-size="22" fill="#ffffff" fill-opacity="0.8" letter-spacing="2">书院 SHUYUAN</text>
<text x="80" y="190" ${FONT} font-size="56" font-weight="700" fill="#ffffff">${esc(o.title)}</text>
<text x="80" y="240" ${FONT} font-size="26" fill="#ffffff" fill-opacity="0.9">${esc(o.subtitle)}</text>
<rect x="80" y="280" width="${ctaWidth}" height="52" rx="26" fill="#ffffff"/>
<text x="${80 + ctaWidth / 2}" y="314" text-anchor="middle" ${FONT} font-size="22" font-weight="700" fill="${o.palette[0]}">${esc(o.cta)} →</text>
</g>
</svg>
`;
}

function avatar(name: string, palette: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<title>${esc(name)}</title>
<defs>${gradient('bg', [palette[0], palette[1], '#ffffff'])}</defs>
<circle cx="120" cy="120" r="120" fill="url(#bg)"/>
<circle cx="186" cy="54" r="48" fill="#ffffff" fill-opacity="0.12"/>
<text x="120" y="158" text-anchor="middle" ${FONT} font-size="108" font-weight="700" fill="#ffffff">${esc(name.slice(0, 1))}</text>
</svg>
`;
}

function logo(textColour: string, subColour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="56" viewBox="0 0 200 56">
<title>书院 Shuyuan</title>
<defs>${gradient('mark', ['#15803d', '#22c55e', '#ffffff'])}</defs>
<rect x="4" y="4" width="48" height="48" rx="12" fill="url(#mark)"/>
<text x="28" y="39" text-anchor="middle" ${FONT} font-size="30" font-weight="700" fill="#ffffff">书</text>
<text x="64" y="32" ${FONT} font-size="26" font-weight="700" fill="${textColour}">书院</text>
<text x="66" y="49" ${FONT} font-size="12" letter-spacing="3" fill="${subColour}">SHUYUAN</text>
</svg>
`;
}

/** 16:9 poster shown before a video plays. */
function playerCover(): string {
  const palette: Palette = ['#052e16', '#15803d', '#86efac'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<title>书院 Shuyuan</title>
<defs>${clip(1280, 720)}${gradient('bg', palette)}</defs>
<g clip-path="url(#canvas)">
<rect width="1280" height="720" fill="url(#bg)"/>
${decorations(1280, 720, palette, 1)}
<circle cx="640" cy="330" r="78" fill="#ffffff" fill-opacity="0.92"/>
<polygon points="616,288 616,372 690,330" fill="${palette[1]}"/>
<text x="640" y="490" text-anchor="middle" ${FONT} font-size="44" font-weight="700" fill="#ffffff">书院 Shuyuan</text>
<text x="640" y="540" text-anchor="middle" ${FONT} font-size="24" fill="#ffffff" fill-opacity="0.8">点击播放，开始学习</text>
</g>
</svg>
`;
}

function write(file: string, svg: string): void {
  const path = join(here, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
}

demoCourses.forEach((course, i) => {
  const top = findTopCategory(course.category);
  write(
    demoMediaFile.courseCover(i),
    cover({
      title: course.title,
      label: describeCategory(course.category),
      palette: top.palette,
      motif: top.motif,
      variant: i,
    }),
  );
});
demoKechengs.forEach((kecheng, i) => {
  write(
    demoMediaFile.kechengCover(i),
    cover({
      title: kecheng.title,
      label: `专栏 · ${kecheng.courses.length} 门课程`,
      palette: kecheng.palette,
      motif: 'book',
      variant: i + 3,
    }),
  );
});
demoActivates.forEach((activate, i) => {
  const top = findTopCategory(activate.category);
  write(
    demoMediaFile.activateCover(i),
    cover({
      title: activate.title,
      label: `${top.name} · ${activate.city}`,
      palette: top.palette,
      motif: top.motif,
      variant: i + 1,
      footer: '书院 Shuyuan · 线下课程',
    }),
  );
});
demoArticles.forEach((article, i) => {
  const top = findTopCategory(article.category);
  write(
    demoMediaFile.articleCover(i),
    cover({
      title: article.title,
      label: top.name,
      palette: top.palette,
      motif: top.motif,
      variant: i + 2,
      footer: `书院 Shuyuan · ${article.author}`,
    }),
  );
});
demoSliders.forEach((s, i) => {
  const course = demoCourses.find((c) => c.slug === s.course);
  const pictured: Motif = course
    ? findTopCategory(course.category).motif
    : s.url === '/activates'
      ? 'people'
      : 'career';
  write(demoMediaFile.slider(s.file), slider({ ...s, motif: pictured, variant: i }));
});
demoTeachers.forEach((teacher, i) => {
  write(demoMediaFile.teacherAvatar(i), avatar(teacher.name, teacher.palette));
});
write(demoMediaFile.playerCover, playerCover());
write(demoMediaFile.logo, logo('#111827', '#6b7280'));
write(demoMediaFile.whiteLogo, logo('#ffffff', '#e5e7eb'));
console.log('demo images written under', here);
