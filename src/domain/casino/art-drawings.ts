/**
 * The casino lobby's pictures, drawn as SVG text (scripts/casino-art.ts writes them to
 * `public/casino/art/`; the lobby links them through ./art.ts). One style per spec §3 category:
 * its two-colour gradient, a pattern of soft rings and a light frame; each game adds its own
 * motif over it. Pictures carry no words (one picture serves every language); numbers drawn are
 * part of the motif (a die's pips, a keno ball).
 */
import { OWN_GAMES } from './catalogue.ts';
import { CASINO_CATEGORIES, CASINO_SECTIONS, categorySlug, type CasinoCategoryName, type CasinoSection } from './lobby.ts';

/** A category's colours: gradient top and bottom, and the motif's accent. */
interface Palette {
  from: string;
  to: string;
  accent: string;
}

const PALETTES: Record<CasinoCategoryName, Palette> = {
  lotteries: { from: '#7b2ff7', to: '#2b0a5e', accent: '#ffd84d' },
  slots: { from: '#0f6fd1', to: '#06213f', accent: '#7ff0ff' },
  'climb to victory': { from: '#ff7a18', to: '#5c0f1a', accent: '#ffe08a' },
  dice: { from: '#12a150', to: '#063b22', accent: '#eafff2' },
  'card games': { from: '#c2184b', to: '#3a0614', accent: '#fff4f7' },
  other: { from: '#3949ab', to: '#0b1030', accent: '#8ef5c8' },
};

/** The spec §3 category whose palette a section wears. */
const SECTION_PALETTE: Record<CasinoSection, CasinoCategoryName> = {
  'fast-games': 'dice',
  'fast-bet': 'dice',
  'crash-games': 'climb to victory',
  'asian-games': 'card games',
  'skill-games': 'card games',
  keno: 'lotteries',
  'card-games': 'card games',
  scratchcards: 'lotteries',
  bingo: 'lotteries',
  poker: 'card games',
  tvgames: 'lotteries',
  slots: 'slots',
};

const W = 240;
const H = 320;

/** The frame every picture shares: gradient, rings, a light border. */
function frame(id: string, p: Palette, w: number, h: number, body: string): string {
  const r = Math.round(w / 12);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">
<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="${id}-glow" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<clipPath id="${id}-clip"><rect width="${w}" height="${h}" rx="${r}"/></clipPath></defs>
<g clip-path="url(#${id}-clip)">
<rect width="${w}" height="${h}" rx="${r}" fill="url(#${id}-bg)"/>
<g fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="${w / 60}"><circle cx="${w * 0.1}" cy="${h * 0.12}" r="${w * 0.3}"/><circle cx="${w * 0.95}" cy="${h * 0.9}" r="${w * 0.42}"/><circle cx="${w * 0.95}" cy="${h * 0.9}" r="${w * 0.26}"/></g>
<rect width="${w}" height="${h}" rx="${r}" fill="url(#${id}-glow)"/>
${body}
</g>
<rect x="1.5" y="1.5" width="${w - 3}" height="${h - 3}" rx="${r - 1}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>
</svg>
`;
}

/** Pips of a die face (1–6) in a square at x, y of side s. */
function pips(x: number, y: number, s: number, n: number, fill: string): string {
  const at = (u: number, v: number) => `<circle cx="${x + u * s}" cy="${y + v * s}" r="${s * 0.09}" fill="${fill}"/>`;
  const spots: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]],
    2: [[0.27, 0.27], [0.73, 0.73]],
    3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
    4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
    5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
    6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
  };
  return spots[n]!.map(([u, v]) => at(u, v)).join('');
}

/** A playing card at x, y (rotated by deg about its centre) showing rank and suit. */
function card(x: number, y: number, deg: number, rank: string, suit: '♠' | '♥' | '♦' | '♣'): string {
  const red = suit === '♥' || suit === '♦';
  const ink = red ? '#c2184b' : '#1b1b2f';
  return `<g transform="rotate(${deg} ${x + 40} ${y + 56})"><rect x="${x}" y="${y}" width="80" height="112" rx="9" fill="#fff" stroke="#000" stroke-opacity="0.15"/>
<text x="${x + 10}" y="${y + 26}" font-family="Georgia, serif" font-size="22" font-weight="700" fill="${ink}">${rank}</text>
<text x="${x + 40}" y="${y + 76}" font-family="Georgia, serif" font-size="40" text-anchor="middle" fill="${ink}">${suit}</text></g>`;
}

/** A lottery ball with a number. */
function ball(cx: number, cy: number, r: number, n: number, fill: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="#fff"/>
<text x="${cx}" y="${cy + r * 0.28}" font-family="Arial, sans-serif" font-size="${r * 0.8}" font-weight="700" text-anchor="middle" fill="#222">${n}</text>`;
}

/** The motif of each game of our catalogue, by catalogue id, drawn over its category's frame. */
const GAME_MOTIFS: Record<string, (p: Palette) => string> = {
  dice: (p) => `<g transform="rotate(-12 95 150)"><rect x="40" y="95" width="110" height="110" rx="20" fill="#fff"/>${pips(40, 95, 110, 5, p.to)}</g>
<g transform="rotate(14 165 205)"><rect x="115" y="155" width="96" height="96" rx="18" fill="${p.accent}" stroke="${p.to}" stroke-opacity="0.3" stroke-width="3"/>${pips(115, 155, 96, 3, p.to)}</g>`,
  limbo: (p) => `<path d="M30 250 C 90 245, 140 210, 205 70" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>
<path d="M188 66 L 210 58 L 214 82" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="120" cy="150" r="56" fill="#fff" fill-opacity="0.12"/><text x="120" y="166" font-family="Arial, sans-serif" font-size="44" font-weight="800" text-anchor="middle" fill="#fff">×2</text>`,
  crash: (p) => `<path d="M25 270 Q 130 262, 190 110" fill="none" stroke="${p.accent}" stroke-width="8" stroke-dasharray="2 14" stroke-linecap="round"/>
<g transform="rotate(35 180 110)"><path d="M180 50 C 205 75, 205 130, 195 150 L 165 150 C 155 130, 155 75, 180 50 Z" fill="#fff"/>
<circle cx="180" cy="98" r="11" fill="${p.from}"/><path d="M165 135 L 148 160 L 167 152 Z M195 135 L 212 160 L 193 152 Z" fill="${p.accent}"/>
<path d="M170 152 Q 180 190, 190 152 Z" fill="#ffb347"/></g>`,
  mines: (p) => {
    const cells: string[] = [];
    for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) {
      const x = 34 + c * 44;
      const y = 70 + r * 44;
      const open = (r + c) % 3 === 0;
      cells.push(`<rect x="${x}" y="${y}" width="38" height="38" rx="7" fill="${open ? '#fff' : p.accent}" fill-opacity="${open ? 0.95 : 0.25}"/>`);
      if (open) cells.push(`<path d="M${x + 19} ${y + 7} L ${x + 31} ${y + 17} L ${x + 19} ${y + 32} L ${x + 7} ${y + 17} Z" fill="${p.from}"/>`);
    }
    return `${cells.join('')}<circle cx="186" cy="254" r="24" fill="#1b1b2f"/><path d="M198 232 L 210 218" stroke="#ffb347" stroke-width="5" stroke-linecap="round"/><circle cx="212" cy="215" r="5" fill="#ffd84d"/>`;
  },
  plinko: (p) => {
    const pegs: string[] = [];
    for (let r = 0; r < 6; r++) for (let c = 0; c <= r + 2; c++) pegs.push(`<circle cx="${120 - (r + 2) * 14 + c * 28}" cy="${70 + r * 30}" r="4.5" fill="#fff" fill-opacity="0.85"/>`);
    const buckets = [p.accent, '#fff', p.accent, '#fff', p.accent, '#fff', p.accent, '#fff', p.accent]
      .map((fill, i) => `<rect x="${8 + i * 25.5}" y="262" width="22" height="22" rx="5" fill="${fill}" fill-opacity="${i === 4 ? 1 : 0.55}"/>`);
    return `${pegs.join('')}${buckets.join('')}<circle cx="134" cy="155" r="11" fill="${p.accent}" stroke="#fff" stroke-width="3"/>`;
  },
  keno: (p) => {
    const cells: string[] = [];
    const hit = new Set([3, 8, 12, 17, 21]);
    for (let i = 0; i < 25; i++) {
      const x = 30 + (i % 5) * 37;
      const y = 70 + Math.floor(i / 5) * 37;
      cells.push(hit.has(i) ? ball(x + 15, y + 15, 16, i + 1, p.accent) : `<rect x="${x}" y="${y}" width="30" height="30" rx="6" fill="#fff" fill-opacity="0.18"/>`);
    }
    return cells.join('');
  },
  'tv-keno': (p) => `<rect x="30" y="80" width="180" height="130" rx="14" fill="#111" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>
<rect x="42" y="92" width="156" height="106" rx="8" fill="${p.from}"/>${ball(82, 145, 20, 7, p.accent)}${ball(128, 135, 20, 24, '#fff')}${ball(168, 152, 17, 61, p.accent)}
<path d="M95 228 L 120 212 L 145 228" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/><path d="M95 60 L 120 80 L 145 60" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>`,
  'european-roulette': (p) => {
    const slices: string[] = [];
    const n = 18;
    for (let i = 0; i < n; i++) {
      const a0 = (i / n) * 2 * Math.PI;
      const a1 = ((i + 1) / n) * 2 * Math.PI;
      const pt = (a: number, r: number) => `${(120 + r * Math.sin(a)).toFixed(1)} ${(160 - r * Math.cos(a)).toFixed(1)}`;
      const fill = i === 0 ? '#12a150' : i % 2 ? '#c2184b' : '#1b1b2f';
      slices.push(`<path d="M${pt(a0, 48)} L ${pt(a0, 88)} A 88 88 0 0 1 ${pt(a1, 88)} L ${pt(a1, 48)} A 48 48 0 0 0 ${pt(a0, 48)} Z" fill="${fill}"/>`);
    }
    return `<circle cx="120" cy="160" r="98" fill="#8a5a2b"/><circle cx="120" cy="160" r="92" fill="${p.accent}" fill-opacity="0.3"/>${slices.join('')}
<circle cx="120" cy="160" r="46" fill="#c08a4a"/><circle cx="120" cy="160" r="14" fill="${p.accent}"/><path d="M120 122 V 198 M82 160 H 158" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/><circle cx="152" cy="88" r="8" fill="#fff"/>`;
  },
  blackjack: () => `${card(42, 92, -12, 'A', '♠')}${card(112, 100, 10, 'K', '♥')}<circle cx="120" cy="262" r="26" fill="#1b1b2f" stroke="#fff" stroke-width="5" stroke-dasharray="8 6"/>
<text x="120" y="271" font-family="Arial, sans-serif" font-size="24" font-weight="800" text-anchor="middle" fill="#fff">21</text>`,
  'jacks-or-better': () => `${card(12, 110, -22, 'J', '♠')}${card(45, 95, -11, 'Q', '♥')}${card(80, 88, 0, 'K', '♣')}${card(115, 95, 11, 'A', '♦')}${card(148, 110, 22, '10', '♠')}`,
  'northern-lights': (p) => `<path d="M0 170 C 50 120, 90 190, 140 130 S 220 90, 240 110 L 240 150 C 200 140, 170 200, 120 180 S 40 200, 0 220 Z" fill="${p.accent}" fill-opacity="0.45"/>
<path d="M0 130 C 60 90, 110 150, 160 100 S 230 80, 240 70 L 240 100 C 200 110, 170 160, 120 150 S 40 150, 0 170 Z" fill="#7dffb0" fill-opacity="0.35"/>
<g fill="#fff">${[[30, 50], [80, 34], [200, 40], [150, 60], [110, 80], [215, 90]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5"/>`).join('')}</g>
<path d="M0 320 L 0 250 L 50 215 L 90 245 L 140 200 L 190 240 L 240 220 L 240 320 Z" fill="#03101f"/>
<g><rect x="52" y="252" width="136" height="44" rx="10" fill="#fff" fill-opacity="0.14"/>${[0, 1, 2].map((i) => `<text x="${84 + i * 36}" y="284" font-family="Arial, sans-serif" font-size="28" font-weight="800" text-anchor="middle" fill="${p.accent}">7</text>`).join('')}</g>`,
  'desert-caravan': (p) => `<circle cx="170" cy="95" r="38" fill="#ffd84d"/><circle cx="170" cy="95" r="52" fill="#ffd84d" fill-opacity="0.2"/>
<path d="M0 220 C 60 180, 120 200, 240 170 L 240 320 L 0 320 Z" fill="#e0a45a"/><path d="M0 260 C 80 230, 160 250, 240 225 L 240 320 L 0 320 Z" fill="#b86f2c"/>
<g fill="#3a1f0e"><path d="M52 212 q 8 -26 22 -6 q 10 -22 22 0 l 6 -8 l 8 4 l -6 10 l -4 14 l -2 16 h -4 l -1 -14 h -28 l -2 14 h -4 l -1 -16 q -10 -6 -6 -14 z"/>
<path d="M120 196 q 6 -20 17 -5 q 8 -17 17 0 l 5 -6 l 6 3 l -5 8 l -3 11 l -2 12 h -3 l -1 -11 h -21 l -2 11 h -3 l -1 -12 q -8 -5 -4 -11 z"/></g>
<g><rect x="52" y="268" width="136" height="36" rx="9" fill="${p.to}" fill-opacity="0.7"/>${['◆', '★', '◆'].map((s, i) => `<text x="${84 + i * 36}" y="295" font-family="Arial, sans-serif" font-size="24" text-anchor="middle" fill="${p.accent}">${s}</text>`).join('')}</g>`,
  'lucky-three': (p) => `<rect x="36" y="70" width="168" height="190" rx="14" fill="#fff"/>
<rect x="50" y="84" width="140" height="162" rx="8" fill="#c9c9d6"/>
${[0, 1, 2].map((i) => `<path transform="translate(${60 + i * 42} 130)" d="M20 0 L 26 14 L 41 15 L 29 25 L 33 40 L 20 32 L 7 40 L 11 25 L -1 15 L 14 14 Z" fill="${p.accent}" stroke="${p.from}" stroke-width="2"/>`).join('')}
<path d="M52 200 C 90 185, 120 215, 188 195 L 188 244 L 52 244 Z" fill="#9e9eb0"/><circle cx="172" cy="232" r="22" fill="#ffd84d" stroke="#b8860b" stroke-width="4"/>`,
  baccarat: (p) => `<ellipse cx="120" cy="250" rx="104" ry="44" fill="#0b5d3b" stroke="${p.accent}" stroke-opacity="0.6" stroke-width="4"/>
<path d="M40 250 H 200" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>${card(16, 80, -10, '9', '♥')}${card(58, 88, 6, 'K', '♠')}${card(102, 84, -4, '8', '♦')}${card(144, 92, 10, 'Q', '♣')}
<circle cx="84" cy="256" r="16" fill="${p.accent}" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/><circle cx="156" cy="256" r="16" fill="#fff" stroke="${p.from}" stroke-width="3" stroke-dasharray="5 4"/>`,
  'dragon-tiger': (p) => `<path d="M120 60 V 290" stroke="#fff" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="6 6"/>
<path d="M22 110 C 50 70, 90 80, 96 110 C 100 130, 80 140, 70 128 C 84 126, 84 110, 70 108 C 52 106, 46 132, 62 150 C 40 146, 26 130, 22 110 Z" fill="#ff5a5a" stroke="${p.accent}" stroke-width="2.5"/><circle cx="82" cy="100" r="4" fill="#1b1b2f"/>
<path d="M146 96 L 158 80 L 168 96 L 196 96 L 206 80 L 218 96 C 226 124, 210 152, 182 152 C 154 152, 138 124, 146 96 Z" fill="#ffb347" stroke="${p.accent}" stroke-width="2.5"/>
<path d="M160 112 H 172 M192 112 H 204 M176 132 L 182 138 L 188 132 M156 122 L 168 126 M208 122 L 196 126" stroke="#1b1b2f" stroke-width="3.5" stroke-linecap="round" fill="none"/>
${card(28, 178, -6, '7', '♦')}${card(150, 178, 6, 'J', '♠')}`,
  'sic-bo': (p) => `<ellipse cx="120" cy="258" rx="96" ry="30" fill="${p.to}" fill-opacity="0.7"/><path d="M40 150 Q 120 60, 200 150 Z" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>
<g><rect x="44" y="170" width="56" height="56" rx="11" fill="#fff" transform="rotate(-12 72 198)"/><g transform="rotate(-12 72 198)">${pips(44, 170, 56, 4, '#c2184b')}</g></g>
<g><rect x="140" y="168" width="56" height="56" rx="11" fill="#fff" transform="rotate(10 168 196)"/><g transform="rotate(10 168 196)">${pips(140, 168, 56, 1, '#c2184b')}</g></g>
<g><rect x="92" y="118" width="56" height="56" rx="11" fill="${p.accent}"/>${pips(92, 118, 56, 6, p.to)}</g>`,
  'bingo-90': (p) => {
    const cells: string[] = [];
    const marked = new Set([1, 5, 9, 12, 16, 20, 25]);
    for (let r = 0; r < 3; r++) for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      cells.push(`<rect x="${24 + c * 21.5}" y="${150 + r * 24}" width="19" height="21" rx="3" fill="#fff" fill-opacity="${marked.has(i) ? 1 : 0.2}"/>`);
      if (marked.has(i)) cells.push(`<circle cx="${33.5 + c * 21.5}" cy="${160.5 + r * 24}" r="7" fill="${p.from}"/>`);
    }
    return `${ball(78, 95, 30, 90, p.accent)}${ball(150, 88, 24, 17, '#fff')}${ball(196, 110, 18, 42, p.accent)}<rect x="16" y="140" width="208" height="92" rx="10" fill="${p.to}" fill-opacity="0.6"/>${cells.join('')}`;
  },
};

/** The icon of each lobby category (spec §3 slug or section), drawn in a 96 × 96 frame. */
const CATEGORY_ICONS: Record<string, (p: Palette) => string> = {
  lotteries: (p) => `${ball(36, 52, 18, 7, p.accent)}${ball(62, 44, 15, 3, '#fff')}`,
  slots: (p) => `<rect x="16" y="28" width="64" height="40" rx="8" fill="#fff" fill-opacity="0.18"/>${[0, 1, 2].map((i) => `<text x="${28 + i * 20}" y="58" font-family="Arial, sans-serif" font-size="22" font-weight="800" text-anchor="middle" fill="${p.accent}">7</text>`).join('')}`,
  'climb-to-victory': (p) => `<path d="M16 76 C 40 72, 56 56, 76 22" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/><path d="M64 22 H 78 V 36" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  dice: (p) => `<rect x="22" y="22" width="52" height="52" rx="10" fill="#fff"/>${pips(22, 22, 52, 6, p.to)}`,
  'card-games': () => `<g transform="translate(10 16) scale(0.5)">${card(4, 14, -10, 'A', '♠')}${card(64, 18, 10, 'K', '♥')}</g>`,
  other: (p) => `<path d="M48 18 L 76 40 L 48 80 L 20 40 Z" fill="${p.accent}"/><path d="M20 40 H 76 M48 18 L 38 40 L 48 80 L 58 40 Z" fill="none" stroke="${p.to}" stroke-width="2.5"/>`,
  'fast-games': (p) => `<path d="M54 12 L 24 54 H 46 L 40 84 L 72 38 H 50 Z" fill="${p.accent}"/>`,
  'fast-bet': (p) => `<circle cx="48" cy="50" r="30" fill="#fff" fill-opacity="0.18" stroke="#fff" stroke-width="4"/><path d="M48 50 L 48 28 M48 50 L 64 60" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/><rect x="40" y="12" width="16" height="8" rx="3" fill="#fff"/>`,
  'asian-games': (p) => `<rect x="18" y="30" width="34" height="34" rx="7" fill="#fff" transform="rotate(-10 35 47)"/><g transform="rotate(-10 35 47)">${pips(18, 30, 34, 4, '#c2184b')}</g><g transform="translate(40 20) scale(0.42)">${card(0, 0, 8, '9', '♥')}</g><circle cx="74" cy="78" r="8" fill="${p.accent}"/>`,
  'skill-games': (p) => `<path d="M30 76 H 66 L 60 64 H 36 Z" fill="#fff"/><path d="M38 64 C 34 50, 40 40, 48 36 C 44 30, 46 20, 54 20 C 64 20, 66 32, 58 38 C 62 44, 62 56, 58 64 Z" fill="#fff"/><circle cx="54" cy="28" r="3" fill="${p.from}"/><path d="M20 84 H 76" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>`,
  'crash-games': (p) => `<path d="M14 80 Q 50 76, 70 30" fill="none" stroke="${p.accent}" stroke-width="5" stroke-dasharray="2 8" stroke-linecap="round"/><g transform="rotate(35 66 34)"><path d="M66 10 C 76 20, 76 42, 72 50 H 60 C 56 42, 56 20, 66 10 Z" fill="#fff"/><circle cx="66" cy="28" r="4" fill="${p.from}"/></g>`,
  keno: (p) => [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<rect x="${20 + (i % 3) * 20}" y="${20 + Math.floor(i / 3) * 20}" width="16" height="16" rx="4" fill="${[0, 4, 8].includes(i) ? p.accent : '#fff'}" fill-opacity="${[0, 4, 8].includes(i) ? 1 : 0.25}"/>`).join(''),
  scratchcards: (p) => `<rect x="18" y="22" width="60" height="52" rx="8" fill="#fff"/><path d="M26 56 C 40 44, 52 62, 70 46 L 70 66 L 26 66 Z" fill="#9e9eb0"/><circle cx="40" cy="40" r="8" fill="${p.accent}"/>`,
  bingo: (p) => `${ball(48, 48, 24, 90, p.accent)}`,
  poker: (p) => `<circle cx="48" cy="48" r="28" fill="#fff"/><circle cx="48" cy="48" r="28" fill="none" stroke="${p.from}" stroke-width="8" stroke-dasharray="10 8"/><circle cx="48" cy="48" r="14" fill="${p.from}"/><text x="48" y="54" font-family="Georgia, serif" font-size="16" text-anchor="middle" fill="#fff">♠</text>`,
  tvgames: (p) => `<rect x="16" y="26" width="64" height="46" rx="8" fill="#111" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>${ball(40, 49, 11, 7, p.accent)}${ball(60, 49, 11, 2, '#fff')}<path d="M38 20 L 48 26 L 58 20" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/>`,
};

/** The lobby categories with a picture: every spec §3 category's and section's URL slug, once each. */
export function artCategorySlugs(): string[] {
  return [...new Set([...CASINO_CATEGORIES.map(categorySlug), ...CASINO_SECTIONS])];
}

function categoryPalette(slug: string): Palette {
  const category = CASINO_CATEGORIES.find((c) => categorySlug(c) === slug);
  if (category) return PALETTES[category];
  return PALETTES[SECTION_PALETTE[slug as CasinoSection]];
}

/**
 * Every picture by file name: `<game id>.svg` for each game of OWN_GAMES and
 * `category-<slug>.svg` for each of {@link artCategorySlugs}. Throws when a game or category has
 * no drawing (a game added to the catalogue needs its motif here).
 */
export function casinoArt(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const game of OWN_GAMES) {
    const motif = GAME_MOTIFS[game.id];
    if (!motif) throw new Error(`casino art: no drawing for game ${game.id}`);
    const palette = PALETTES[game.category];
    files[`${game.id}.svg`] = frame(game.id, palette, W, H, motif(palette));
  }
  for (const slug of artCategorySlugs()) {
    const icon = CATEGORY_ICONS[slug];
    if (!icon) throw new Error(`casino art: no drawing for category ${slug}`);
    const palette = categoryPalette(slug);
    files[`category-${slug}.svg`] = frame(`c-${slug}`, palette, 96, 96, icon(palette));
  }
  return files;
}
