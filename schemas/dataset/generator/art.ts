/**
 * Artwork for the demo dataset, drawn as SVG from a seed: abstract covers,
 * interface mock-ups for the works, diagrams for article bodies, illustrated
 * portraits, logo marks and icons. No text and no fonts, so the rendering is
 * the same on every machine.
 */
import { random } from './keys';

export interface Palette {
  background: string;
  colors: [string, string, string, string];
}

export const palettes = {
  tejo: { background: '#0f1f1c', colors: ['#10b981', '#a7f3d0', '#f2e8d5', '#d9663f'] },
  azulejo: { background: '#faf6ee', colors: ['#1f4e8c', '#8fb8de', '#0f1f1c', '#e0a526'] },
  terra: { background: '#f2e8d5', colors: ['#d9663f', '#047857', '#0f1f1c', '#f28c6b'] },
  noite: { background: '#14213d', colors: ['#fca311', '#e5e5e5', '#10b981', '#8fb8de'] },
  menta: { background: '#ecfdf5', colors: ['#047857', '#10b981', '#0f1f1c', '#f28c6b'] },
  ameixa: { background: '#2b1d2e', colors: ['#f2e8d5', '#d9663f', '#a7f3d0', '#e0a526'] },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const round = (value: number) => Math.round(value * 10) / 10;

/** A soft vertical light over the whole picture, for depth. */
const sheen = (width: number, height: number, id: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.10"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;

// ---------------------------------------------------------------------------
// Covers

/** A Bauhaus grid: each cell holds a circle, a half or quarter disc, a square or stripes. */
function bauhaus(width: number, height: number, palette: Palette, seed: string): string {
  const rand = random(seed);
  const columns = 8;
  const size = width / columns;
  const rows = Math.ceil(height / size);
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${palette.background}"/>`];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = column * size;
      const y = row * size;
      const color = pick(rand, palette.colors);
      const other = pick(
        rand,
        palette.colors.filter((value) => value !== color),
      );
      const rotation = pick(rand, [0, 90, 180, 270]);
      const cx = x + size / 2;
      const cy = y + size / 2;
      const shape = rand();
      const transform = `transform="rotate(${rotation} ${round(cx)} ${round(cy)})"`;
      if (shape < 0.12) continue;
      if (shape < 0.3) {
        parts.push(
          `<rect x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" fill="${other}"/>`,
        );
        parts.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(size * 0.42)}" fill="${color}"/>`);
      } else if (shape < 0.5) {
        parts.push(
          `<path d="M${round(x)} ${round(y + size)} A${round(size / 2)} ${round(size / 2)} 0 0 1 ${round(x + size)} ${round(y + size)} Z" fill="${color}" ${transform}/>`,
        );
      } else if (shape < 0.7) {
        parts.push(
          `<path d="M${round(x)} ${round(y)} L${round(x + size)} ${round(y)} A${round(size)} ${round(size)} 0 0 1 ${round(x)} ${round(y + size)} Z" fill="${color}" ${transform}/>`,
        );
      } else if (shape < 0.82) {
        const stripes = Array.from(
          { length: 4 },
          (_, index) =>
            `<rect x="${round(x)}" y="${round(y + (index * size) / 4)}" width="${round(size)}" height="${round(size / 8)}" fill="${color}"/>`,
        ).join('');
        parts.push(`<g ${transform}>${stripes}</g>`);
      } else if (shape < 0.92) {
        parts.push(
          `<path d="M${round(x)} ${round(y + size)} L${round(x + size / 2)} ${round(y)} L${round(x + size)} ${round(y + size)} Z" fill="${color}" ${transform}/>`,
        );
      } else {
        parts.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(size * 0.18)}" fill="${color}"/>`);
      }
    }
  }
  parts.push(sheen(width, height, 'sheen'));
  return svg(width, height, parts.join(''));
}

/** Concentric arcs rising from the bottom edge, like a sun over the river. */
function arcs(width: number, height: number, palette: Palette, seed: string): string {
  const rand = random(seed);
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${palette.background}"/>`];
  const centres = [
    { x: width * (0.25 + rand() * 0.15), y: height, r: height * 0.95 },
    { x: width * (0.7 + rand() * 0.15), y: height * 0.15, r: height * 0.55 },
  ];
  centres.forEach((centre, index) => {
    const rings = 7 + Math.floor(rand() * 3);
    for (let ring = rings; ring > 0; ring -= 1) {
      const color = palette.colors[(ring + index) % palette.colors.length];
      parts.push(
        `<circle cx="${round(centre.x)}" cy="${round(centre.y)}" r="${round((centre.r * ring) / rings)}" fill="${color}" opacity="${index === 0 ? 1 : 0.85}"/>`,
      );
    }
  });
  const lines = 5;
  for (let line = 0; line < lines; line += 1) {
    const y = height * (0.12 + line * 0.035);
    parts.push(
      `<rect x="${round(width * 0.06)}" y="${round(y)}" width="${round(width * (0.12 + rand() * 0.12))}" height="${round(height * 0.012)}" rx="4" fill="${palette.colors[2]}" opacity="0.8"/>`,
    );
  }
  parts.push(sheen(width, height, 'sheen'));
  return svg(width, height, parts.join(''));
}

/** A field of azulejo-like tiles with four-fold symmetry. */
function tiles(width: number, height: number, palette: Palette, seed: string): string {
  const rand = random(seed);
  const size = 200;
  const [first, second, third, fourth] = palette.colors;
  const motif = (variant: number) => {
    const h = size / 2;
    const petal = `<path d="M${h} ${h} C${h} ${h * 0.35} ${h * 0.6} ${h * 0.1} ${h} 0 C${h * 1.4} ${h * 0.1} ${h} ${h * 0.35} ${h} ${h} Z" fill="${variant ? second : first}"/>`;
    const petals = [0, 90, 180, 270].map((angle) => `<g transform="rotate(${angle} ${h} ${h})">${petal}</g>`).join('');
    const corners = [
      [0, 0],
      [size, 0],
      [0, size],
      [size, size],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${h * 0.42}" fill="${variant ? first : third}"/>`)
      .join('');
    return `<rect width="${size}" height="${size}" fill="${palette.background}"/>${corners}${petals}<circle cx="${h}" cy="${h}" r="${h * 0.16}" fill="${fourth}"/><rect width="${size}" height="${size}" fill="none" stroke="${third}" stroke-opacity="0.15" stroke-width="2"/>`;
  };
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${palette.background}"/>`];
  for (let y = 0; y < height; y += size) {
    for (let x = 0; x < width; x += size) {
      const variant = rand() < 0.2 ? 1 : 0;
      parts.push(`<g transform="translate(${x} ${y})">${motif(variant)}</g>`);
    }
  }
  parts.push(sheen(width, height, 'sheen'));
  return svg(width, height, parts.join(''));
}

/** Stacked waves in the palette's colours. */
function waves(width: number, height: number, palette: Palette, seed: string): string {
  const rand = random(seed);
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${palette.background}"/>`];
  const bands = 9;
  for (let band = 0; band < bands; band += 1) {
    const base = height * (0.25 + (band / bands) * 0.8);
    const amplitude = height * (0.03 + rand() * 0.05);
    const frequency = 1 + rand() * 1.5;
    const phase = rand() * Math.PI * 2;
    let d = `M0 ${height} L0 ${round(base)}`;
    for (let x = 0; x <= width; x += 40) {
      const y = base + Math.sin((x / width) * Math.PI * 2 * frequency + phase) * amplitude;
      d += ` L${x} ${round(y)}`;
    }
    d += ` L${width} ${height} Z`;
    parts.push(`<path d="${d}" fill="${palette.colors[band % palette.colors.length]}"/>`);
  }
  parts.push(
    `<circle cx="${round(width * (0.7 + rand() * 0.15))}" cy="${round(height * 0.22)}" r="${round(height * 0.09)}" fill="${palette.colors[2]}"/>`,
  );
  parts.push(sheen(width, height, 'sheen'));
  return svg(width, height, parts.join(''));
}

/** Overlapping translucent discs orbiting a centre. */
function orbits(width: number, height: number, palette: Palette, seed: string): string {
  const rand = random(seed);
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${palette.background}"/>`];
  const cx = width / 2;
  const cy = height / 2;
  for (let ring = 1; ring <= 6; ring += 1) {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${ring * height * 0.09}" fill="none" stroke="${palette.colors[2]}" stroke-opacity="0.25" stroke-width="2"/>`,
    );
  }
  for (let disc = 0; disc < 7; disc += 1) {
    const angle = rand() * Math.PI * 2;
    const distance = height * (0.1 + rand() * 0.35);
    parts.push(
      `<circle cx="${round(cx + Math.cos(angle) * distance * 1.4)}" cy="${round(cy + Math.sin(angle) * distance)}" r="${round(height * (0.08 + rand() * 0.18))}" fill="${palette.colors[disc % 4]}" opacity="0.82"/>`,
    );
  }
  parts.push(sheen(width, height, 'sheen'));
  return svg(width, height, parts.join(''));
}

export const coverStyles = { bauhaus, arcs, tiles, waves, orbits } as const;
export type CoverStyle = keyof typeof coverStyles;

export function cover(style: CoverStyle, palette: PaletteName, seed: string, width = 1600, height = 1000): string {
  return coverStyles[style](width, height, palettes[palette], seed);
}

// ---------------------------------------------------------------------------
// Interface mock-ups for the works

export type MockupKind = 'shop' | 'planner' | 'specimen' | 'archive' | 'reader' | 'dashboard';

/** A browser window on a coloured backdrop, with an abstract interface inside. */
export function mockup(kind: MockupKind, palette: PaletteName, seed: string, width = 1600, height = 1000): string {
  const { background, colors } = palettes[palette];
  const [accent, soft, , warm] = colors;
  const ink = '#27272a';
  const rand = random(seed);
  const frame = { x: 160, y: 120, w: width - 320, h: height - 120 };
  const content = { x: frame.x + 48, y: frame.y + 120, w: frame.w - 96 };
  const line = (x: number, y: number, w: number, h = 14, fill = '#d4d4d8') =>
    `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<circle cx="${width * 0.88}" cy="${height * 0.18}" r="${height * 0.32}" fill="${soft}" opacity="0.35"/>`,
    `<circle cx="${width * 0.08}" cy="${height * 0.9}" r="${height * 0.26}" fill="${warm}" opacity="0.3"/>`,
    `<rect x="${frame.x + 12}" y="${frame.y + 18}" width="${frame.w}" height="${frame.h}" rx="22" fill="#000" opacity="0.18"/>`,
    `<rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h + 40}" rx="22" fill="#ffffff"/>`,
    `<rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="56" rx="22" fill="#f4f4f5"/>`,
    `<rect x="${frame.x}" y="${frame.y + 34}" width="${frame.w}" height="22" fill="#f4f4f5"/>`,
    ...[0, 1, 2].map(
      (index) =>
        `<circle cx="${frame.x + 32 + index * 26}" cy="${frame.y + 28}" r="8" fill="${['#f87171', '#fbbf24', '#34d399'][index]}"/>`,
    ),
    line(frame.x + frame.w / 2 - 200, frame.y + 21, 400, 14, '#e4e4e7'),
    line(content.x, frame.y + 82, 120, 18, ink),
    ...[0, 1, 2].map((index) => line(content.x + content.w - 330 + index * 110, frame.y + 84, 80, 12, '#d4d4d8')),
  ];
  const top = content.y;
  switch (kind) {
    case 'shop': {
      parts.push(line(content.x, top, 520, 34, ink), line(content.x, top + 54, 380, 16));
      for (let index = 0; index < 3; index += 1) {
        const x = content.x + index * ((content.w + 32) / 3);
        const w = (content.w - 64) / 3;
        parts.push(
          `<rect x="${round(x)}" y="${top + 110}" width="${round(w)}" height="420" rx="18" fill="#fafaf9" stroke="#e7e5e4"/>`,
          `<rect x="${round(x + 24)}" y="${top + 134}" width="${round(w - 48)}" height="220" rx="14" fill="${[accent, warm, soft][index]}"/>`,
          `<ellipse cx="${round(x + w / 2)}" cy="${top + 244}" rx="46" ry="64" fill="${ink}" opacity="0.85" transform="rotate(25 ${round(x + w / 2)} ${top + 244})"/>`,
          `<path d="M${round(x + w / 2 - 10)} ${top + 190} Q${round(x + w / 2 + 12)} ${top + 244} ${round(x + w / 2 - 8)} ${top + 298}" stroke="${background === '#0f1f1c' ? '#f2e8d5' : '#fff'}" stroke-width="6" fill="none" opacity="0.6"/>`,
          line(x + 24, top + 380, w * 0.6, 18, ink),
          line(x + 24, top + 412, w * 0.4),
          `<rect x="${round(x + 24)}" y="${top + 456}" width="${round(w - 48)}" height="48" rx="24" fill="${accent}"/>`,
        );
      }
      break;
    }
    case 'planner': {
      parts.push(
        `<rect x="${content.x}" y="${top}" width="${content.w}" height="88" rx="16" fill="#f4f4f5"/>`,
        line(content.x + 24, top + 36, 260, 16, ink),
        line(content.x + 340, top + 36, 260, 16, '#a1a1aa'),
        `<rect x="${content.x + content.w - 200}" y="${top + 20}" width="176" height="48" rx="24" fill="${accent}"/>`,
      );
      for (let index = 0; index < 4; index += 1) {
        const y = top + 130 + index * 104;
        const start = content.x + 180 + rand() * 120;
        const end = start + 380 + rand() * 300;
        parts.push(
          `<rect x="${content.x}" y="${y}" width="${content.w}" height="88" rx="16" fill="${index === 1 ? '#f0fdf4' : '#fff'}" stroke="#e4e4e7"/>`,
          line(content.x + 24, y + 26, 90, 16, ink),
          line(content.x + 24, y + 54, 60, 10),
          `<line x1="${round(start)}" y1="${y + 44}" x2="${round(end)}" y2="${y + 44}" stroke="${index === 1 ? accent : '#a1a1aa'}" stroke-width="6" stroke-linecap="round"/>`,
          `<circle cx="${round(start)}" cy="${y + 44}" r="11" fill="#fff" stroke="${ink}" stroke-width="5"/>`,
          `<circle cx="${round(end)}" cy="${y + 44}" r="11" fill="${ink}"/>`,
          line(content.x + content.w - 170, y + 32, 130, 22, index === 1 ? accent : '#d4d4d8'),
        );
      }
      break;
    }
    case 'specimen': {
      const ratio = 1.25;
      let size = 16;
      let y = top;
      for (let step = 0; step < 7; step += 1) {
        const h = Math.min(size, 92);
        parts.push(
          line(content.x, y, 60, 10, '#a1a1aa'),
          `<rect x="${content.x + 110}" y="${round(y - h / 2 + 5)}" width="${round(Math.min(content.w - 110, 200 + size * 9))}" height="${round(h)}" rx="${round(h / 4)}" fill="${step === 4 ? soft : ink}" opacity="${step === 4 ? 1 : 0.88}"/>`,
        );
        y += h + 30;
        size *= ratio;
      }
      break;
    }
    case 'archive': {
      const cell = (content.w - 5 * 24) / 6;
      for (let row = 0; row < 3; row += 1) {
        for (let column = 0; column < 6; column += 1) {
          const x = content.x + column * (cell + 24);
          const y = top + row * (cell + 56);
          const color = pick(rand, colors);
          const h = cell / 2;
          parts.push(
            `<rect x="${round(x)}" y="${round(y)}" width="${round(cell)}" height="${round(cell)}" rx="10" fill="${palettes.azulejo.background}" stroke="#e7e5e4"/>`,
            `<g transform="translate(${round(x)} ${round(y)})">${[0, 90, 180, 270]
              .map(
                (angle) =>
                  `<path transform="rotate(${angle} ${round(h)} ${round(h)})" d="M${round(h)} ${round(h)} C${round(h)} ${round(h * 0.4)} ${round(h * 0.6)} ${round(h * 0.2)} ${round(h)} ${round(h * 0.1)} C${round(h * 1.4)} ${round(h * 0.2)} ${round(h)} ${round(h * 0.4)} ${round(h)} ${round(h)} Z" fill="${color}"/>`,
              )
              .join('')}</g>`,
            line(x, y + cell + 14, cell * 0.7, 10),
          );
        }
      }
      break;
    }
    case 'reader': {
      parts.push(
        `<rect x="${content.x}" y="${top}" width="${content.w * 0.28}" height="560" rx="16" fill="${accent}"/>`,
        `<rect x="${content.x + 40}" y="${top + 60}" width="${content.w * 0.28 - 80}" height="14" rx="7" fill="#fff" opacity="0.8"/>`,
        `<rect x="${content.x + 40}" y="${top + 90}" width="${content.w * 0.16}" height="14" rx="7" fill="#fff" opacity="0.6"/>`,
      );
      const x = content.x + content.w * 0.36;
      const w = content.w * 0.58;
      parts.push(line(x, top + 10, w * 0.7, 30, ink));
      for (let row = 0; row < 16; row += 1) {
        const width = row % 5 === 4 ? w * (0.4 + rand() * 0.3) : w * (0.92 + rand() * 0.08);
        parts.push(line(x, top + 80 + row * 30, width, 12, row === 6 ? soft : '#d4d4d8'));
      }
      break;
    }
    case 'dashboard': {
      for (let index = 0; index < 3; index += 1) {
        const w = (content.w - 48) / 3;
        const x = content.x + index * (w + 24);
        parts.push(
          `<rect x="${round(x)}" y="${top}" width="${round(w)}" height="120" rx="16" fill="#fafaf9" stroke="#e7e5e4"/>`,
          line(x + 24, top + 28, 90, 10),
          line(x + 24, top + 60, w * 0.45, 30, index === 0 ? accent : ink),
        );
      }
      const chartTop = top + 150;
      parts.push(
        `<rect x="${content.x}" y="${chartTop}" width="${content.w}" height="400" rx="16" fill="#fafaf9" stroke="#e7e5e4"/>`,
      );
      const bars = 18;
      for (let bar = 0; bar < bars; bar += 1) {
        const h = 60 + Math.sin(bar / 2.2) * 60 + rand() * 150;
        const bw = (content.w - 96) / bars - 12;
        parts.push(
          `<rect x="${round(content.x + 48 + bar * (bw + 12))}" y="${round(chartTop + 360 - h)}" width="${round(bw)}" height="${round(h)}" rx="6" fill="${bar % 6 === 5 ? warm : accent}"/>`,
        );
      }
      break;
    }
  }
  return svg(width, height, parts.join(''));
}

// ---------------------------------------------------------------------------
// Diagrams for article bodies

export type DiagramKind = 'calm' | 'scale' | 'tokens' | 'forms' | 'languages' | 'review' | 'motion';

export function diagram(kind: DiagramKind, seed: string, width = 1200, height = 750): string {
  const rand = random(seed);
  const ink = '#0f1f1c';
  const paper = '#faf6ee';
  const emerald = '#10b981';
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${paper}"/>`];
  const bar = (x: number, y: number, w: number, h: number, fill: string, r = h / 2) =>
    `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${round(r)}" fill="${fill}"/>`;
  switch (kind) {
    case 'calm': {
      const phone = (x: number, busy: boolean) => {
        const out = [
          `<rect x="${x}" y="90" width="300" height="580" rx="44" fill="${ink}"/>`,
          `<rect x="${x + 14}" y="104" width="272" height="552" rx="32" fill="#fff"/>`,
        ];
        if (busy) {
          for (let index = 0; index < 7; index += 1) {
            const y = 140 + index * 70;
            const color = pick(rand, ['#f87171', '#fbbf24', '#60a5fa', '#f472b6', emerald]);
            out.push(
              bar(x + 30, y, 240, 56, '#f4f4f5', 14),
              `<circle cx="${x + 60}" cy="${y + 28}" r="14" fill="${color}"/>`,
              bar(x + 86, y + 16, 120 + rand() * 50, 10, '#a1a1aa'),
              bar(x + 86, y + 34, 80 + rand() * 40, 8, '#d4d4d8'),
              `<circle cx="${x + 262}" cy="${y + 4}" r="12" fill="#ef4444"/>`,
            );
          }
        } else {
          out.push(
            bar(x + 30, 150, 240, 90, '#ecfdf5', 18),
            `<circle cx="${x + 66}" cy="195" r="16" fill="${emerald}"/>`,
            bar(x + 96, 182, 140, 10, '#6b7280'),
            bar(x + 96, 202, 100, 8, '#a1a1aa'),
            ...[0, 1, 2, 3].map((index) => bar(x + 30, 290 + index * 40, 200 - index * 30, 12, '#e4e4e7')),
          );
        }
        return out.join('');
      };
      parts.push(phone(180, true), phone(720, false));
      parts.push(
        `<path d="M520 380 L660 380" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
        `<path d="M640 362 L662 380 L640 398" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      break;
    }
    case 'scale': {
      let size = 18;
      let x = 90;
      parts.push(
        `<line x1="60" y1="600" x2="${width - 60}" y2="600" stroke="${ink}" stroke-opacity="0.3" stroke-width="2" stroke-dasharray="8 8"/>`,
      );
      for (let step = 0; step < 7; step += 1) {
        const w = size * 2.1;
        parts.push(bar(x, 600 - size * 4.2, w, size * 4.2, step === 3 ? emerald : ink, 8));
        parts.push(bar(x, 624, w, 10, '#a1a1aa'));
        x += w + 34;
        size *= 1.25;
      }
      break;
    }
    case 'tokens': {
      const ramps = [
        [
          '#ecfdf5',
          '#d1fae5',
          '#a7f3d0',
          '#6ee7b7',
          '#34d399',
          '#10b981',
          '#059669',
          '#047857',
          '#065f46',
          '#064e3b',
          '#022c22',
        ],
        [
          '#fafafa',
          '#f5f5f5',
          '#e5e5e5',
          '#d4d4d4',
          '#a3a3a3',
          '#737373',
          '#525252',
          '#404040',
          '#262626',
          '#171717',
          '#0a0a0a',
        ],
        [
          '#fff7ed',
          '#ffedd5',
          '#fed7aa',
          '#fdba74',
          '#fb923c',
          '#f97316',
          '#ea580c',
          '#c2410c',
          '#9a3412',
          '#7c2d12',
          '#431407',
        ],
      ];
      const cell = (width - 180) / 11;
      ramps.forEach((ramp, row) => {
        ramp.forEach((color, column) => {
          parts.push(bar(90 + column * cell, 120 + row * 180, cell - 10, 130, color, 12));
        });
      });
      break;
    }
    case 'forms': {
      const field = (y: number, state: 'ok' | 'error' | 'idle') => {
        const stroke = state === 'error' ? '#dc2626' : state === 'ok' ? emerald : '#d4d4d8';
        const out = [
          bar(300, y - 34, 140, 12, '#6b7280'),
          `<rect x="300" y="${y}" width="600" height="72" rx="14" fill="#fff" stroke="${stroke}" stroke-width="4"/>`,
          bar(328, y + 30, 160 + rand() * 160, 12, '#a1a1aa'),
        ];
        if (state === 'error') out.push(bar(300, y + 92, 320, 12, '#fca5a5'));
        if (state === 'ok') {
          out.push(
            `<path d="M852 ${y + 36} l12 12 l22 -24" stroke="${emerald}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
          );
        }
        return out.join('');
      };
      parts.push(field(140, 'ok'), field(320, 'error'), field(500, 'idle'), bar(700, 640, 200, 60, ink, 30));
      break;
    }
    case 'languages': {
      const lengths = [0.62, 0.78, 0.74];
      const colors = [emerald, '#1f4e8c', '#d9663f'];
      lengths.forEach((length, index) => {
        const x = 120 + index * 330;
        const y = 120 + index * 40;
        parts.push(
          `<rect x="${x + 10}" y="${y + 14}" width="330" height="460" rx="24" fill="#000" opacity="0.08"/>`,
          `<rect x="${x}" y="${y}" width="330" height="460" rx="24" fill="#fff" stroke="#e4e4e7" stroke-width="2"/>`,
          bar(x + 30, y + 36, 56, 28, colors[index] as string, 8),
          bar(x + 30, y + 100, 270 * length, 22, ink, 8),
          ...[0, 1, 2, 3, 4, 5].map((row) =>
            bar(x + 30, y + 160 + row * 36, 270 * Math.min(1, length + (row % 3) * 0.12), 12, '#d4d4d8'),
          ),
          bar(x + 30, y + 390, 160 * (0.8 + length / 2), 44, colors[index] as string, 22),
        );
      });
      break;
    }
    case 'review': {
      const colors = ['#fde68a', '#a7f3d0', '#fbcfe8', '#bfdbfe', '#fed7aa'];
      for (let row = 0; row < 3; row += 1) {
        for (let column = 0; column < 5; column += 1) {
          const x = 110 + column * 200 + (rand() - 0.5) * 20;
          const y = 90 + row * 200 + (rand() - 0.5) * 20;
          const angle = round((rand() - 0.5) * 8);
          parts.push(
            `<g transform="rotate(${angle} ${round(x + 80)} ${round(y + 80)})"><rect x="${round(x)}" y="${round(y)}" width="160" height="160" rx="6" fill="${pick(rand, colors)}"/>${bar(x + 20, y + 40, 100, 10, '#78716c')}${bar(x + 20, y + 62, 80, 10, '#a8a29e')}${bar(x + 20, y + 84, 110, 10, '#a8a29e')}</g>`,
          );
          if ((row * 5 + column) % 6 === 2) {
            parts.push(
              `<circle cx="${round(x + 80)}" cy="${round(y + 80)}" r="100" fill="none" stroke="#dc2626" stroke-width="6" stroke-dasharray="2 0"/>`,
            );
          }
        }
      }
      break;
    }
    case 'motion': {
      // Left, a card sweeping along an arc with fading copies behind it; right,
      // the same change as a cross-fade in place, as reduced motion shows it.
      const card = (x: number, y: number, opacity: number) =>
        `<g opacity="${opacity}"><rect x="${round(x)}" y="${round(y)}" width="200" height="130" rx="16" fill="#fff" stroke="#d4d4d8" stroke-width="3"/>${bar(x + 24, y + 28, 48, 48, emerald, 12)}${bar(x + 88, y + 34, 88, 12, ink)}${bar(x + 88, y + 58, 64, 10, '#a1a1aa')}${bar(x + 24, y + 96, 152, 10, '#e4e4e7')}</g>`;
      const along = (t: number) => ({
        x: (1 - t) ** 2 * 80 + 2 * (1 - t) * t * 120 + t ** 2 * 330,
        y: (1 - t) ** 2 * 560 + 2 * (1 - t) * t * 120 + t ** 2 * 150,
      });
      parts.push(
        `<path d="M180 625 Q220 185 430 215" stroke="${ink}" stroke-opacity="0.25" stroke-width="4" stroke-dasharray="10 12" fill="none"/>`,
        ...[0, 0.25, 0.5, 0.75, 1].map((t) => {
          const { x, y } = along(t);
          return card(x, y, round(0.15 + t * 0.85));
        }),
        `<line x1="600" y1="90" x2="600" y2="660" stroke="${ink}" stroke-opacity="0.2" stroke-width="2"/>`,
        `<defs><linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="${emerald}" stop-opacity="0"/><stop offset="1" stop-color="${emerald}"/></linearGradient></defs>`,
        card(770, 290, 0.3),
        card(790, 310, 1),
        `<rect x="770" y="500" width="220" height="14" rx="7" fill="url(#fade)"/>`,
      );
      break;
    }
  }
  return svg(width, height, parts.join(''));
}

// ---------------------------------------------------------------------------
// Portraits

export interface PortraitOptions {
  skin: string;
  hair: string;
  hairStyle: 'bob' | 'long' | 'short' | 'bun' | 'curly' | 'buzz';
  shirt: string;
  background: string;
  glasses?: boolean;
  earrings?: string;
}

const shade = (hex: string, amount: number) => {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * (1 + amount))));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
};

/** Curly hair as circles `[x, y, r]` on the portrait's grid: behind the head, and over the hairline. */
const curlsBehind = [
  [31, 34, 9],
  [38, 25, 10],
  [50, 21, 11],
  [62, 25, 10],
  [69, 34, 9],
  [30, 46, 8],
  [70, 46, 8],
] as const;
const curlsInFront = [
  [38, 31, 6],
  [46, 28, 6.5],
  [55, 28, 6.5],
  [63, 32, 6],
] as const;

const circles = (at: ReadonlyArray<readonly [number, number, number]>, fill: string) =>
  at.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');

/** A flat, illustrated head-and-shoulders portrait on a 100 × 100 grid, scaled to `size`. */
export function portrait(options: PortraitOptions, size: number): string {
  const { skin, hair, shirt, background } = options;
  const skinShade = shade(skin, -0.18);
  const parts: string[] = [`<rect width="100" height="100" fill="${background}"/>`];
  parts.push(`<circle cx="50" cy="52" r="40" fill="${shade(background, -0.08)}"/>`);
  // Hair behind the head.
  if (options.hairStyle === 'long') parts.push(`<path d="M27 44 C25 20 75 20 73 44 L76 80 L24 80 Z" fill="${hair}"/>`);
  if (options.hairStyle === 'bob')
    parts.push(`<path d="M28 46 C26 20 74 20 72 46 L73 63 C66 66 34 66 27 63 Z" fill="${hair}"/>`);
  if (options.hairStyle === 'bun') parts.push(`<circle cx="50" cy="17" r="9" fill="${hair}"/>`);
  if (options.hairStyle === 'curly') {
    parts.push(circles(curlsBehind, hair));
  }
  // Shoulders and neck.
  parts.push(`<path d="M14 100 C16 80 30 72 50 72 C70 72 84 80 86 100 Z" fill="${shirt}"/>`);
  parts.push(`<path d="M42 60 L58 60 L59 75 C55 79 45 79 41 75 Z" fill="${skinShade}"/>`);
  parts.push(`<path d="M40 74 C45 80 55 80 60 74 L62 76 C56 84 44 84 38 76 Z" fill="${shade(shirt, -0.15)}"/>`);
  // Ears and head.
  parts.push(
    `<ellipse cx="32.5" cy="46" rx="3.4" ry="5" fill="${skinShade}"/><ellipse cx="67.5" cy="46" rx="3.4" ry="5" fill="${skinShade}"/>`,
  );
  if (options.earrings) {
    parts.push(
      `<circle cx="32.5" cy="53" r="1.8" fill="${options.earrings}"/><circle cx="67.5" cy="53" r="1.8" fill="${options.earrings}"/>`,
    );
  }
  parts.push(`<ellipse cx="50" cy="44" rx="17" ry="20.5" fill="${skin}"/>`);
  // Hair in front: it covers the crown and draws the hairline.
  switch (options.hairStyle) {
    case 'bob':
    case 'long':
      parts.push(`<path d="M31 48 C28 8 72 8 69 48 C68 38 63 31 52 29 L50 31.5 C46 30 36 33 31 48 Z" fill="${hair}"/>`);
      break;
    case 'bun':
      parts.push(`<path d="M32 44 C29 9 71 9 68 44 C66 35 59 30.5 50 30.5 C41 30.5 34 35 32 44 Z" fill="${hair}"/>`);
      break;
    case 'short':
      parts.push(
        `<path d="M31.5 45 C28 6 72 6 68.5 45 C67.5 37 64.5 32 60 30.5 C54 33.5 44 33 38.5 31.5 C35 35 32.6 39.5 31.5 45 Z" fill="${hair}"/>`,
      );
      break;
    case 'curly':
      parts.push(circles(curlsInFront, hair));
      break;
    case 'buzz':
      parts.push(`<path d="M33 42 C31 12 69 12 67 42 C61 33 39 33 33 42 Z" fill="${hair}" opacity="0.85"/>`);
      break;
  }
  // Face.
  const ink = '#1c1917';
  parts.push(
    `<path d="M39.5 40.5 Q43 38.6 46 40" stroke="${shade(options.hair, -0.2)}" stroke-width="1.3" fill="none" stroke-linecap="round"/>`,
    `<path d="M54 40 Q57 38.6 60.5 40.5" stroke="${shade(options.hair, -0.2)}" stroke-width="1.3" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="43" cy="45" rx="1.5" ry="1.8" fill="${ink}"/><ellipse cx="57" cy="45" rx="1.5" ry="1.8" fill="${ink}"/>`,
    `<path d="M50 46 Q48.4 51.5 50.6 52.2" stroke="${skinShade}" stroke-width="1.2" fill="none" stroke-linecap="round"/>`,
    `<path d="M45.5 56 Q50 59.2 54.5 56" stroke="#9f4f3f" stroke-width="1.5" fill="none" stroke-linecap="round"/>`,
    `<circle cx="39.5" cy="51" r="3" fill="#f87171" opacity="0.18"/><circle cx="60.5" cy="51" r="3" fill="#f87171" opacity="0.18"/>`,
  );
  if (options.glasses) {
    parts.push(
      `<circle cx="43" cy="45.5" r="5.2" fill="none" stroke="${ink}" stroke-width="1.1"/><circle cx="57" cy="45.5" r="5.2" fill="none" stroke="${ink}" stroke-width="1.1"/><path d="M48.2 45 Q50 43.8 51.8 45" stroke="${ink}" stroke-width="1.1" fill="none"/>`,
    );
  }
  return svg(size, size, `<g transform="scale(${size / 100})">${parts.join('')}</g>`);
}

// ---------------------------------------------------------------------------
// Logo marks and icons

export type LogoKind = 'bean' | 'rails' | 'tile' | 'wave' | 'sun' | 'pulse';

export function logo(kind: LogoKind, background: string, foreground: string, size = 400): string {
  const parts: string[] = [`<rect width="100" height="100" fill="${background}"/>`];
  switch (kind) {
    case 'bean':
      parts.push(
        `<ellipse cx="50" cy="50" rx="20" ry="28" fill="${foreground}" transform="rotate(30 50 50)"/>`,
        `<path d="M46 26 Q60 50 44 74" stroke="${background}" stroke-width="4" fill="none" stroke-linecap="round" transform="rotate(30 50 50)"/>`,
      );
      break;
    case 'rails':
      parts.push(
        `<path d="M22 70 L50 26 L78 70" stroke="${foreground}" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
        `<path d="M32 58 L68 58 M38 46 L62 46" stroke="${foreground}" stroke-width="5" stroke-linecap="round"/>`,
        `<circle cx="50" cy="76" r="5" fill="${foreground}"/>`,
      );
      break;
    case 'tile':
      parts.push(
        ...[0, 90, 180, 270].map(
          (angle) =>
            `<path transform="rotate(${angle} 50 50)" d="M50 50 C50 36 42 28 50 18 C58 28 50 36 50 50 Z" fill="${foreground}"/>`,
        ),
        `<rect x="22" y="22" width="56" height="56" fill="none" stroke="${foreground}" stroke-width="4"/>`,
        `<circle cx="50" cy="50" r="4" fill="${background}"/>`,
      );
      break;
    case 'wave':
      parts.push(
        `<path d="M20 44 Q30 34 40 44 T60 44 T80 44" stroke="${foreground}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
        `<path d="M20 60 Q30 50 40 60 T60 60 T80 60" stroke="${foreground}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.6"/>`,
      );
      break;
    case 'sun':
      parts.push(
        `<path d="M26 62 A24 24 0 0 1 74 62 Z" fill="${foreground}"/>`,
        ...[-60, -30, 0, 30, 60].map(
          (angle) =>
            `<path transform="rotate(${angle} 50 62)" d="M50 30 L50 22" stroke="${foreground}" stroke-width="5" stroke-linecap="round"/>`,
        ),
        `<path d="M20 70 L80 70" stroke="${foreground}" stroke-width="5" stroke-linecap="round"/>`,
      );
      break;
    case 'pulse':
      parts.push(
        `<circle cx="50" cy="50" r="30" fill="none" stroke="${foreground}" stroke-width="5"/>`,
        `<path d="M26 52 L38 52 L44 40 L52 64 L58 48 L74 48" stroke="${foreground}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      break;
  }
  return svg(size, size, `<g transform="scale(${size / 100})">${parts.join('')}</g>`);
}

/** The site's mark: an emerald tile with a cream quarter disc and a dot. */
export function siteIcon(size: number): string {
  return svg(
    size,
    size,
    `<g transform="scale(${size / 64})"><rect width="64" height="64" rx="14" fill="#047857"/><path d="M14 50 L14 26 A24 24 0 0 1 38 50 Z" fill="#f2e8d5"/><circle cx="44" cy="20" r="6" fill="#a7f3d0"/></g>`,
  );
}
