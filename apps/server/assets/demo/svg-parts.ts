import type { DemoCategory, Palette } from '../../src/seed/demo/categories';

/* The drawing the demo pictures share: the canvas clip, the gradient, the decorations and the line motifs. */

export type { Palette };
export type Motif = DemoCategory['motif'];

/** Clips the overhanging decorations to the canvas (visible otherwise when an <img> letterboxes). */
export function clip(width: number, height: number): string {
  return `<clipPath id="canvas"><rect width="${width}" height="${height}"/></clipPath>`;
}

export function gradient(id: string, palette: Palette, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>`;
}

/** A white line drawing in a 200x200 box. */
export function motif(kind: Motif, accent: string): string {
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

export function decorations(width: number, height: number, palette: Palette, variant: number): string {
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
