/**
 * The area stylesheets: the styles of one part of the site (sports, coupon, office, casino, …),
 * kept out of global.css so a page carries only the areas it shows. Every page is rendered by
 * the one catch-all route (src/pages/[...path].astro), so a plain CSS import anywhere would land
 * in every page's bundled styles; these are imported as text instead and written into the page by
 * src/components/AreaStyles.astro where a component that renders their classes asks for them.
 *
 * Each file keeps its rules in `@layer components`, the layer order global.css declares first in
 * every page, so an area's rules cascade as they would in global.css. The CSP allows each area's
 * text by hash on every page (BaseHtml.astro, {@link AREA_STYLE_HASHES}).
 */
import { createHash } from 'node:crypto';
import sports from './sports.css?inline';
import coupon from './coupon.css?inline';
import office from './office.css?inline';
import responsible from './responsible.css?inline';
import betHistory from './bet-history.css?inline';
import products from './products.css?inline';
import casino from './casino.css?inline';
import bonus from './bonus.css?inline';

/** Area → its stylesheet's text, in the order the areas cascade when a page shows several. */
export const AREA_STYLES = {
  office,
  sports,
  'bet-history': betHistory,
  coupon,
  products,
  responsible,
  casino,
  bonus,
} as const;

/** An area of {@link AREA_STYLES}. */
export type StyleArea = keyof typeof AREA_STYLES;

/** The CSP `style-src` hash of each area's stylesheet text. */
export const AREA_STYLE_HASHES: readonly `sha256-${string}`[] = Object.values(AREA_STYLES).map(
  (css) => `sha256-${createHash('sha256').update(css).digest('base64')}` as const,
);
