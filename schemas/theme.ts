/**
 * Brand theme tokens. A brand supplies a few validated tokens; they are written as CSS custom
 * properties inside `@layer brand` and components use tokens only. Values are validated strictly
 * because anything free-form that reaches a stylesheet is an injection path.
 */
import { z } from 'zod';

/** A hex colour, `#rgb`, `#rrggbb` or `#rrggbbaa`. @example "#0b8a4a" */
const colorSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'must be a hex colour such as #0b8a4a');

/** A CSS length in px or rem, e.g. `8px`, `0.5rem`, `0`. */
const lengthSchema = z
  .string()
  .regex(/^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem))$/, 'must be a length such as 8px or 0.5rem');

/** A font stack of family names only (letters, digits, spaces, hyphens, quotes and commas). */
const fontStackSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9 ,'"-]+$/, 'must be a list of font family names, e.g. "Inter, system-ui, sans-serif"');

/** The colours of a theme: the brand's own scheme, and its alternate for the other scheme. */
export const paletteSchema = z.strictObject({
  /** Brand accent: buttons, links, active states. @example "#0b8a4a" */
  accent: colorSchema,
  /** Text drawn on the accent colour. */
  accentText: colorSchema,
  /** Page background. */
  background: colorSchema,
  /** Background of cards, header and footer. */
  surface: colorSchema,
  /** Main text colour. */
  text: colorSchema,
  /** Secondary text colour. */
  muted: colorSchema,
  /** Colour of errors and alerts. */
  danger: colorSchema,
});

/** Theme tokens of one brand. */
export const themeSchema = z.strictObject({
  /** Colour scheme the palette is designed for (guests and players who keep the default); sets CSS `color-scheme`. */
  colorScheme: z.enum(['light', 'dark']),
  ...paletteSchema.shape,
  /** Corner radius of cards and buttons. @example "8px" */
  radius: lengthSchema,
  /** Body font stack. */
  fontFamily: fontStackSchema,
  /**
   * The colours of the other scheme (dark for a light brand, light for a dark one), applied when a
   * player picks that scheme in the office settings (spec §3 appTheme).
   */
  alternate: paletteSchema,
});
/** Validated theme tokens. */
export type Theme = z.infer<typeof themeSchema>;

/** Map of token name to CSS custom property name. */
const TOKEN_VARS: Record<Exclude<keyof Theme, 'colorScheme' | 'alternate'>, string> = {
  accent: '--color-accent',
  accentText: '--color-accent-text',
  background: '--color-bg',
  surface: '--color-surface',
  text: '--color-text',
  muted: '--color-muted',
  danger: '--color-danger',
  radius: '--radius',
  fontFamily: '--font-body',
};

/** The scheme of a theme's alternate palette: the other one. */
export function alternateScheme(theme: Pick<Theme, 'colorScheme'>): 'light' | 'dark' {
  return theme.colorScheme === 'dark' ? 'light' : 'dark';
}

/**
 * Renders validated tokens as a stylesheet: `@layer brand { :root { --color-accent: …; … } }`,
 * then the alternate palette under `:root[data-theme="<other scheme>"]` (the attribute the layout
 * sets from a player's appTheme). Only call with a parsed {@link Theme}; the schema is what makes
 * the values safe to inline.
 */
export function themeToCss(theme: Theme): string {
  const lines = (Object.keys(TOKEN_VARS) as (keyof typeof TOKEN_VARS)[]).map(
    (key) => `    ${TOKEN_VARS[key]}: ${theme[key]};`,
  );
  const other = alternateScheme(theme);
  const alternate = (Object.keys(theme.alternate) as (keyof Theme['alternate'])[]).map(
    (key) => `    ${TOKEN_VARS[key]}: ${theme.alternate[key]};`,
  );
  return `@layer brand {\n  :root {\n    color-scheme: ${theme.colorScheme};\n${lines.join('\n')}\n  }\n`
    + `  :root[data-theme="${other}"] {\n    color-scheme: ${other};\n${alternate.join('\n')}\n  }\n}\n`;
}

/**
 * A short stamp of the tokens (FNV-1a of their JSON, base 36), for the stylesheet's URL
 * (`/theme.css?v=…`): a theme changed at run time (brand settings) gets a new URL at once, while
 * an unchanged one stays cached by browsers.
 */
export function themeStamp(theme: Theme): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(theme)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
