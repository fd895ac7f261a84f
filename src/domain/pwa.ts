/**
 * The installable app of spec §7 ("Manifest at /manifest.json, service worker at /pwa-sw.js; query
 * parameter platform_type") with the icon sizes of spec §9 ("Apple touch icon sizes 72, 96, 128,
 * 144, 152, 192, 384, 512"): the paths, the web app manifest of a brand and the drawing of its
 * icons. Pure: the endpoints (src/pages/manifest.json.ts, pwa-sw.js.ts, pwa-icon/) and the layout
 * head read everything from here.
 */
import { LANGUAGES, type LanguageCode } from '../../schemas/language.ts';
import type { Theme } from '../../schemas/theme.ts';

/** Icon edge lengths in pixels (spec §9 Apple touch icon sizes), smallest first. */
export const PWA_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;

/** One icon edge length of {@link PWA_ICON_SIZES}. */
export type PwaIconSize = (typeof PWA_ICON_SIZES)[number];

/** Sizes also offered as `maskable` (the mark stays inside the safe zone at every size). */
const PWA_MASKABLE_SIZES: readonly PwaIconSize[] = [192, 512];

/** The manifest's path (spec §7). */
export const MANIFEST_PATH = '/manifest.json';
/** The service worker's path (spec §7); its scope is the whole origin. */
export const SERVICE_WORKER_PATH = '/pwa-sw.js';
/** The offline page's path; `?lang=` picks its language. */
export const OFFLINE_PAGE_PATH = '/pwa-offline';
/** Folder of the generated icons: `/pwa-icon/{size}.png`. */
export const PWA_ICON_DIR = '/pwa-icon/';

/** The query parameter marking a launch from the installed app (spec §7 platform_type). */
const PLATFORM_TYPE_PARAM = 'platform_type';
/** The value of {@link PLATFORM_TYPE_PARAM} the manifest's start URL carries. */
const PWA_PLATFORM_TYPE = 'pwa';

/** True for a number of {@link PWA_ICON_SIZES}. */
function isPwaIconSize(size: number): size is PwaIconSize {
  return (PWA_ICON_SIZES as readonly number[]).includes(size);
}

/**
 * The size named by an icon file name `{size}.png` (spec §9 sizes only), else null: `72.png` → 72,
 * `073.png`, `64.png` or `72.webp` → null.
 */
export function parsePwaIconFile(file: string): PwaIconSize | null {
  const match = /^([1-9]\d{1,2})\.png$/.exec(file);
  const size = match ? Number(match[1]) : Number.NaN;
  return isPwaIconSize(size) ? size : null;
}

/**
 * The URL of an icon (spec §9 sizes): `/pwa-icon/{size}.png?v={stamp}`, the stamp being the
 * brand theme's (`themeStamp`), so a changed theme gets new URLs while an unchanged one stays cached.
 */
export function pwaIconUrl(size: PwaIconSize, stamp: string): string {
  return `${PWA_ICON_DIR}${size}.png?v=${encodeURIComponent(stamp)}`;
}

/** The manifest URL a page in `lng` links to (spec §7 /manifest.json). */
export function manifestUrl(lng: LanguageCode): string {
  return `${MANIFEST_PATH}?lang=${lng}`;
}

/** The offline page in `lng`, as the service worker precaches and serves it. */
export function offlinePageUrl(lng: LanguageCode): string {
  return `${OFFLINE_PAGE_PATH}?lang=${lng}`;
}

/** The start URL of the installed app in `lng`: the home page with `platform_type=pwa` (spec §7). */
export function pwaStartUrl(lng: LanguageCode): string {
  return `/${lng}/?${PLATFORM_TYPE_PARAM}=${PWA_PLATFORM_TYPE}`;
}

/** One entry of a manifest's `icons`. */
interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** The web app manifest a brand answers (W3C Web Application Manifest members the portal sets). */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** What {@link webAppManifest} reads of a brand. */
export interface ManifestInput {
  /** The brand's display name. */
  name: string;
  /** The brand's validated theme. */
  theme: Pick<Theme, 'accent' | 'background'>;
  /** The theme's stamp (`themeStamp`), versioning the icon URLs. */
  themeStamp: string;
  /** The manifest's language. */
  lng: LanguageCode;
  /** The description in that language. */
  description: string;
}

/**
 * The manifest of spec §7 for a brand in one language: name and short name are the brand's,
 * the start URL is the home page in that language with `platform_type=pwa`, the scope the whole
 * origin, display `standalone`, the theme colour the brand's accent and the background its page
 * background, and one PNG icon per spec §9 size (192 and 512 also as maskable).
 */
export function webAppManifest(input: ManifestInput): WebAppManifest {
  const icons: ManifestIcon[] = PWA_ICON_SIZES.map((size) => ({ src: pwaIconUrl(size, input.themeStamp), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' }));
  for (const size of PWA_MASKABLE_SIZES) icons.push({ src: pwaIconUrl(size, input.themeStamp), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' });
  return {
    id: '/',
    name: input.name,
    short_name: input.name,
    description: input.description,
    lang: LANGUAGES[input.lng].htmlLang,
    dir: LANGUAGES[input.lng].dir,
    start_url: pwaStartUrl(input.lng),
    scope: '/',
    display: 'standalone',
    theme_color: input.theme.accent,
    background_color: input.theme.background,
    icons,
  };
}

/**
 * The icon of a brand as SVG, `size` pixels square: the portal's ball mark (public/favicon.svg)
 * in the brand's accent text colour on a full-bleed square of its accent colour. The mark's
 * circle spans 62.5 % of the edge, inside the 80 % safe zone of maskable icons. The colours are
 * the theme's validated hex values, so they are safe to write into the markup.
 */
export function pwaIconSvg(theme: Pick<Theme, 'accent' | 'accentText'>, size: PwaIconSize): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">`
    + `<rect width="32" height="32" fill="${theme.accent}"/>`
    + `<circle cx="16" cy="16" r="10" fill="${theme.accentText}"/>`
    + `<path d="M16 9.57l3.57 2.64-1.43 4.15h-4.28l-1.43-4.15z" fill="${theme.accent}"/>`
    + '</svg>';
}
