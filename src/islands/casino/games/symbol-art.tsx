/**
 * The symbol pictures of our slots and scratch card, drawn here as SVG (original art, no
 * third-party images): one style per game — Northern Lights (night sky tiles: aurora wild, compass
 * scatter, bear, wolf and owl high, icy card ranks low), Desert Caravan (sand tiles: oasis wild,
 * sun scatter, camel, falcon, lamp and scarab high, dates, rose and dune low) and Lucky Three
 * (cream tiles: crown, diamond, bell, seven, cherry, clover, star). The picture is decoration: the
 * symbol's name from the dictionary (`gs_symbol_<id>`) is its accessible name.
 */
import type { ReactNode } from 'react';
import { useT } from '../../shell/i18n.tsx';

/** The art style a symbol belongs to (the game it is drawn for). */
type SymbolTheme = 'north' | 'desert' | 'lucky';

/** Ice-blue card rank of Northern Lights with a small snowflake above it. */
function rank(label: string): ReactNode {
  return (
    <>
      <g stroke="#bfe6ff" strokeWidth="1.4" strokeLinecap="round">
        <path d="M32 5v10M27 10h10M28.5 6.5l7 7M35.5 6.5l-7 7" />
      </g>
      <text x="32" y="52" textAnchor="middle" fontFamily="Georgia, 'Times New Roman', serif" fontWeight="800"
        fontSize={label.length > 1 ? 28 : 36} fill="#d9f1ff" stroke="#2b6cb0" strokeWidth="1.6" paintOrder="stroke">{label}</text>
    </>
  );
}

/** The drawing of each symbol on a 64 × 64 canvas, with its style. */
const ART: Readonly<Record<string, { theme: SymbolTheme; draw: ReactNode }>> = {
  // Northern Lights
  aurora: {
    theme: 'north',
    draw: (
      <>
        <circle cx="10" cy="9" r="1" fill="#fff" /><circle cx="52" cy="8" r="1.2" fill="#fff" /><circle cx="40" cy="14" r="0.8" fill="#fff" />
        <path d="M2 30C14 10 26 32 38 14S58 12 62 10v12C50 24 44 36 30 32S10 30 2 40Z" fill="#4ade80" fillOpacity="0.85" />
        <path d="M2 40C16 26 26 40 40 28S56 24 62 22v8C50 32 44 44 30 42S12 40 2 48Z" fill="#a78bfa" fillOpacity="0.75" />
        <path d="M0 64V52l12-10 9 8 12-14 13 14 8-6 10 8v12Z" fill="#0a1020" />
      </>
    ),
  },
  compass: {
    theme: 'north',
    draw: (
      <>
        <circle cx="32" cy="32" r="25" fill="#f6c453" stroke="#8a5a00" strokeWidth="2" />
        <circle cx="32" cy="32" r="19" fill="#14284b" />
        <path d="M32 32 44 20 34 34ZM32 32 20 44 30 30ZM32 32 44 44 30 34ZM32 32 20 20 34 30Z" fill="#9fb7d9" />
        <path d="M32 9 36 30 32 32 28 30Z" fill="#ef4444" />
        <path d="M32 55 28 34 32 32 36 34ZM9 32 30 28 32 32 30 36ZM55 32 34 36 32 32 34 28Z" fill="#f8fafc" />
        <circle cx="32" cy="32" r="2.5" fill="#f6c453" />
      </>
    ),
  },
  bear: {
    theme: 'north',
    draw: (
      <>
        <circle cx="18" cy="18" r="7" fill="#e8f1fa" /><circle cx="46" cy="18" r="7" fill="#e8f1fa" />
        <circle cx="18" cy="18" r="3.5" fill="#b8c9dc" /><circle cx="46" cy="18" r="3.5" fill="#b8c9dc" />
        <circle cx="32" cy="34" r="19" fill="#e8f1fa" />
        <ellipse cx="32" cy="42" rx="10" ry="8" fill="#cfdcea" />
        <ellipse cx="32" cy="38" rx="4.5" ry="3.2" fill="#1e293b" />
        <path d="M32 41v4M28 46q4 3 8 0" stroke="#1e293b" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        <circle cx="24" cy="29" r="2.4" fill="#1e293b" /><circle cx="40" cy="29" r="2.4" fill="#1e293b" />
      </>
    ),
  },
  wolf: {
    theme: 'north',
    draw: (
      <>
        <path d="M14 8 25 24h14L50 8l3 24c0 10-11 20-21 26C22 52 11 42 11 32Z" fill="#8596ab" />
        <path d="M17 14 23 24 19 27ZM47 14 41 24 45 27Z" fill="#e2e8f0" />
        <path d="M22 36c4-4 16-4 20 0l-10 20Z" fill="#e2e8f0" />
        <path d="M24 31l6 2M40 31l-6 2" stroke="#0f172a" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="26" cy="31" r="1" fill="#facc15" /><circle cx="38" cy="31" r="1" fill="#facc15" />
        <path d="M28.5 47h7L32 52Z" fill="#0f172a" />
      </>
    ),
  },
  owl: {
    theme: 'north',
    draw: (
      <>
        <path d="M14 14l8 8M50 14l-8 8" stroke="#f1f5f9" strokeWidth="5" strokeLinecap="round" />
        <ellipse cx="32" cy="36" rx="18" ry="22" fill="#f1f5f9" />
        <circle cx="25" cy="30" r="7.5" fill="#fff" stroke="#94a3b8" />
        <circle cx="39" cy="30" r="7.5" fill="#fff" stroke="#94a3b8" />
        <circle cx="25" cy="30" r="4.4" fill="#facc15" /><circle cx="39" cy="30" r="4.4" fill="#facc15" />
        <circle cx="25" cy="30" r="2.2" fill="#0f172a" /><circle cx="39" cy="30" r="2.2" fill="#0f172a" />
        <path d="M29 37h6l-3 5Z" fill="#334155" />
        <path d="M22 48l3-2 3 2M30 52l3-2 3 2M38 48l3-2 3 2" stroke="#64748b" strokeWidth="1.4" fill="none" />
      </>
    ),
  },
  ace: { theme: 'north', draw: rank('A') },
  king: { theme: 'north', draw: rank('K') },
  queen: { theme: 'north', draw: rank('Q') },
  jack: { theme: 'north', draw: rank('J') },
  ten: { theme: 'north', draw: rank('10') },
  // Desert Caravan
  oasis: {
    theme: 'desert',
    draw: (
      <>
        <ellipse cx="32" cy="53" rx="26" ry="7" fill="#38bdf8" stroke="#0369a1" strokeWidth="1.5" />
        <path d="M33 50c-2-12-1-24 3-32" stroke="#7c4a1e" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M36 18C28 10 16 12 10 20c8-4 16-4 26-2ZM36 18c6-9 18-10 24-4-8-1-16 0-24 4ZM36 18c-10 0-18 6-20 16 6-8 12-12 20-16ZM36 18c10 1 16 8 16 18-4-8-10-14-16-18Z" fill="#16a34a" />
        <path d="M14 55c6-2 10-2 16 0M36 56c6-2 10-2 14 0" stroke="#e0f2fe" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  sun: {
    theme: 'desert',
    draw: (
      <>
        <g fill="#f97316">
          {Array.from({ length: 12 }, (_, i) => <path key={i} d="M32 3l3.5 11h-7Z" transform={`rotate(${i * 30} 32 32)`} />)}
        </g>
        <circle cx="32" cy="32" r="15" fill="#fde047" stroke="#ea580c" strokeWidth="2.5" />
        <circle cx="32" cy="32" r="9" fill="#facc15" />
      </>
    ),
  },
  camel: {
    theme: 'desert',
    draw: (
      <>
        <path d="M8 40c0-6 4-10 9-10 2-9 9-9 11 0 2-9 9-9 11 0h5c2-4 2-9 4-11l4-2c2 0 3 2 2 4l-2 1c-1 5-2 11-4 15-2 4-4 5-6 5v11h-3V42H22v11h-3V42c-5 0-8-1-11-2Z" fill="#92400e" />
        <path d="M8 40l-3 8" stroke="#92400e" strokeWidth="2" strokeLinecap="round" />
        <path d="M24 30h8l-1 5h-6Z" fill="#dc2626" />
        <circle cx="51" cy="19" r="0.9" fill="#fef3c7" />
      </>
    ),
  },
  falcon: {
    theme: 'desert',
    draw: (
      <>
        <path d="M18 54c-4-14 0-34 16-38 10-2 16 2 18 8l8 5-9 2c-1 10-8 18-17 23Z" fill="#78350f" />
        <path d="M40 32c-2 8-8 14-16 18 8-2 14-6 18-12Z" fill="#fcd34d" />
        <path d="M52 24l8 5-9 2Z" fill="#1c1917" />
        <circle cx="44" cy="23" r="3" fill="#fde68a" /><circle cx="44.5" cy="23" r="1.6" fill="#1c1917" />
        <path d="M44 27c0 4-1 7-3 9" stroke="#1c1917" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  lamp: {
    theme: 'desert',
    draw: (
      <>
        <path d="M52 20c2-4 1-7-1-9 0 3-2 5-1 8Z" fill="#f97316" />
        <path d="M10 38c0-7 12-10 24-8l14-8 4 2-8 10c0 8-8 12-16 12s-18-1-18-8Z" fill="#eab308" stroke="#854d0e" strokeWidth="1.5" />
        <path d="M12 36c-6-2-8 4-4 7" stroke="#854d0e" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <path d="M24 30c0-5 8-5 8 0Z" fill="#facc15" stroke="#854d0e" strokeWidth="1.2" />
        <path d="M20 46h16l2 6H18Z" fill="#ca8a04" stroke="#854d0e" strokeWidth="1.2" />
        <path d="M16 38h24" stroke="#fef9c3" strokeWidth="1.4" strokeLinecap="round" />
      </>
    ),
  },
  scarab: {
    theme: 'desert',
    draw: (
      <>
        <path d="M18 30l-8-4M18 40l-9 2M20 48l-7 6M46 30l8-4M46 40l9 2M44 48l7 6" stroke="#134e4a" strokeWidth="2.4" strokeLinecap="round" />
        <path d="M24 16c0-6 16-6 16 0Z" fill="#0f766e" />
        <path d="M26 16l-4-6M38 16l4-6" stroke="#134e4a" strokeWidth="2" strokeLinecap="round" />
        <ellipse cx="32" cy="38" rx="15" ry="20" fill="#14b8a6" stroke="#134e4a" strokeWidth="2" />
        <path d="M32 20v37M20 28c6 3 18 3 24 0" stroke="#134e4a" strokeWidth="1.6" fill="none" />
        <circle cx="32" cy="22" r="3" fill="#facc15" />
      </>
    ),
  },
  dates: {
    theme: 'desert',
    draw: (
      <>
        <path d="M32 8c0 8-2 12-6 16M32 8c2 8 4 12 8 16M32 8c0 10 0 14 0 18" stroke="#65a30d" strokeWidth="2" fill="none" strokeLinecap="round" />
        <g fill="#7c2d12" stroke="#451a03" strokeWidth="1">
          <ellipse cx="24" cy="32" rx="5" ry="7" /><ellipse cx="40" cy="32" rx="5" ry="7" /><ellipse cx="32" cy="34" rx="5" ry="7" />
          <ellipse cx="27" cy="46" rx="5" ry="7" /><ellipse cx="37" cy="46" rx="5" ry="7" />
        </g>
        <path d="M22 29l2-2M30 31l2-2M38 29l2-2" stroke="#fdba74" strokeWidth="1.2" strokeLinecap="round" />
      </>
    ),
  },
  rose: {
    theme: 'desert',
    draw: (
      <>
        <path d="M32 40v18" stroke="#15803d" strokeWidth="3" strokeLinecap="round" />
        <path d="M32 50c-8 0-12-4-12-8 6 0 10 3 12 8ZM32 52c8 0 12-4 12-8-6 0-10 3-12 8Z" fill="#16a34a" />
        <circle cx="32" cy="26" r="14" fill="#e11d48" />
        <path d="M32 14c6 2 9 7 8 12-4-4-8-5-8-12ZM32 14c-6 2-9 7-8 12 4-4 8-5 8-12Z" fill="#be123c" />
        <path d="M24 28c2 6 6 8 8 8s6-2 8-8" stroke="#881337" strokeWidth="1.6" fill="none" />
        <circle cx="32" cy="26" r="4" fill="#9f1239" />
      </>
    ),
  },
  dune: {
    theme: 'desert',
    draw: (
      <>
        <path d="M0 40c12-10 22-12 34-4 10-6 20-6 30 0v28H0Z" fill="#f59e0b" />
        <path d="M0 50c14-8 26-8 38-2 10-4 18-4 26 0v16H0Z" fill="#d97706" />
        <path d="M0 58c16-6 30-4 42 0 8-2 16-2 22 0v6H0Z" fill="#b45309" />
        <path d="M34 36c-4 4-10 6-16 6" stroke="#fde68a" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  // Lucky Three
  crown: {
    theme: 'lucky',
    draw: (
      <>
        <path d="M10 46 13 20l11 13 8-19 8 19 11-13 3 26Z" fill="#facc15" stroke="#a16207" strokeWidth="2" strokeLinejoin="round" />
        <rect x="10" y="46" width="44" height="8" rx="2" fill="#eab308" stroke="#a16207" strokeWidth="2" />
        <circle cx="22" cy="50" r="2.4" fill="#dc2626" /><circle cx="32" cy="50" r="2.4" fill="#2563eb" /><circle cx="42" cy="50" r="2.4" fill="#16a34a" />
        <circle cx="13" cy="19" r="2.6" fill="#fde047" /><circle cx="32" cy="13" r="2.6" fill="#fde047" /><circle cx="51" cy="19" r="2.6" fill="#fde047" />
      </>
    ),
  },
  diamond: {
    theme: 'lucky',
    draw: (
      <>
        <path d="M18 12h28l12 14-26 30L6 26Z" fill="#67e8f9" stroke="#0e7490" strokeWidth="2" strokeLinejoin="round" />
        <path d="M6 26h52M18 12l6 14 8-14 8 14 6-14M24 26l8 30 8-30" stroke="#0e7490" strokeWidth="1.4" fill="none" />
        <path d="M24 26h16l-8 30Z" fill="#a5f3fc" />
      </>
    ),
  },
  bell: {
    theme: 'lucky',
    draw: (
      <>
        <path d="M32 8v5" stroke="#a16207" strokeWidth="3" strokeLinecap="round" />
        <path d="M32 12c-11 0-16 9-16 20 0 8-3 12-6 14h44c-3-2-6-6-6-14 0-11-5-20-16-20Z" fill="#fbbf24" stroke="#a16207" strokeWidth="2" />
        <circle cx="32" cy="51" r="5" fill="#a16207" />
        <path d="M22 24c2-5 5-7 8-7" stroke="#fef3c7" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  seven: {
    theme: 'lucky',
    draw: (
      <text x="32" y="53" textAnchor="middle" fontFamily="Georgia, 'Times New Roman', serif" fontWeight="900" fontSize="52"
        fill="#dc2626" stroke="#7f1d1d" strokeWidth="2" paintOrder="stroke">7</text>
    ),
  },
  cherry: {
    theme: 'lucky',
    draw: (
      <>
        <path d="M20 40c4-12 10-22 20-30M44 42c-2-12-2-22-4-32" stroke="#166534" strokeWidth="2.4" fill="none" strokeLinecap="round" />
        <path d="M40 10c6-4 14-2 16 4-6 2-12 0-16-4Z" fill="#22c55e" />
        <circle cx="20" cy="46" r="11" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.5" />
        <circle cx="44" cy="46" r="11" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.5" />
        <circle cx="16" cy="42" r="2.5" fill="#fecaca" /><circle cx="40" cy="42" r="2.5" fill="#fecaca" />
      </>
    ),
  },
  clover: {
    theme: 'lucky',
    draw: (
      <>
        <path d="M32 34c4 8 6 16 4 24" stroke="#166534" strokeWidth="3" fill="none" strokeLinecap="round" />
        <g fill="#22c55e" stroke="#166534" strokeWidth="1.5">
          <path d="M32 32C24 28 18 18 24 13s10 4 8 19Z" />
          <path d="M32 32c8-4 14-14 8-19s-10 4-8 19Z" />
          <path d="M32 32c-8 4-18 4-19-3s9-8 19 3Z" />
          <path d="M32 32c8 4 18 4 19-3s-9-8-19 3Z" />
        </g>
      </>
    ),
  },
  star: {
    theme: 'lucky',
    draw: (
      <path d="M32 6l7.6 16.4 17.9 2.2-13.2 12.3 3.4 17.7L32 45.8 16.3 54.6l3.4-17.7L6.5 24.6l17.9-2.2Z" fill="#fde047" stroke="#ca8a04" strokeWidth="2" strokeLinejoin="round" />
    ),
  },
};

/** How a symbol counts in its game: the wild, the scatter, a high (picture) or a low symbol. */
export type SymbolKind = 'wild' | 'scatter' | 'high' | 'low';

/**
 * A symbol's picture on its game's tile, named for screen readers by its dictionary name (or
 * decoration only when `decorative`, e.g. inside a control that names it itself). `kind` frames
 * the wild and the scatter (and sets low symbols apart from the pictures).
 */
export function SymbolArt({ id, kind, decorative = false }: { id: string; kind?: SymbolKind; decorative?: boolean }) {
  const t = useT();
  const art = ART[id];
  const name = t(`gs_symbol_${id}`);
  return (
    <span className="sym" data-symbol={id} data-theme={art?.theme} data-kind={kind}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}>
      {art ? <svg viewBox="0 0 64 64" focusable="false" aria-hidden="true">{art.draw}</svg> : <span className="sym-name">{name}</span>}
    </span>
  );
}

/** The dictionary keys of the names of the given symbols. */
export function symbolKeys(symbols: Iterable<string>): string[] {
  return [...new Set(symbols)].map((symbol) => `gs_symbol_${symbol}`);
}

/** Every symbol drawn here (the slots' and the scratch card's). */
export const DRAWN_SYMBOLS: readonly string[] = Object.keys(ART);
