/**
 * A brand theme's tokens as the page's inline `<style>` text (`themeToCss`, schemas/theme.ts)
 * with its CSP `style-src` hash, computed once per theme object: the brand's theme is replaced,
 * not changed in place, when brand settings change (src/server/settings/state.ts), so a new theme is a
 * new key and the old one is dropped with it.
 */
import { createHash } from 'node:crypto';
import { themeToCss, type Theme } from '../../schemas/theme.ts';

/** The inline style of a theme and its hash. */
export interface ThemeStyle {
  css: string;
  hash: `sha256-${string}`;
}

const styles = new WeakMap<Theme, ThemeStyle>();

/** The theme's inline style and its CSP hash (cached per theme object). */
export function themeStyle(theme: Theme): ThemeStyle {
  let style = styles.get(theme);
  if (!style) {
    const css = themeToCss(theme);
    style = { css, hash: `sha256-${createHash('sha256').update(css).digest('base64')}` };
    styles.set(theme, style);
  }
  return style;
}
