import { clip, decorations, gradient, type Motif, motif, type Palette } from './svg-parts';
import { esc, FONT, textWidth, wrap } from './svg-text';

/* The demo pictures, one function each: covers, home sliders, teacher avatars, the logo, the player poster. */

/** A 640x480 cover: category pill, picture, wrapped title, brand line. */
export function cover(o: {
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

export function slider(o: {
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

export function avatar(name: string, palette: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<title>${esc(name)}</title>
<defs>${gradient('bg', [palette[0], palette[1], '#ffffff'])}</defs>
<circle cx="120" cy="120" r="120" fill="url(#bg)"/>
<circle cx="186" cy="54" r="48" fill="#ffffff" fill-opacity="0.12"/>
<text x="120" y="158" text-anchor="middle" ${FONT} font-size="108" font-weight="700" fill="#ffffff">${esc(name.slice(0, 1))}</text>
</svg>
`;
}

export function logo(textColour: string, subColour: string): string {
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
export function playerCover(): string {
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
