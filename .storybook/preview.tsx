/**
 * Global styles and brand tokens for every story: the site's stylesheet plus the main brand's
 * theme (brands/main/brand.json), rendered by the same `themeToCss` that serves /theme.css.
 */
import type { Preview } from '@storybook/react-vite';
import '../src/styles/global.css';
import brand from '../brands/main/brand.json';
import { themeSchema, themeToCss } from '../schemas/theme.ts';

const THEME_STYLE_ID = 'storybook-brand-theme';

if (typeof document !== 'undefined' && !document.getElementById(THEME_STYLE_ID)) {
  const style = document.createElement('style');
  style.id = THEME_STYLE_ID;
  style.textContent = themeToCss(themeSchema.parse(brand.theme));
  document.head.append(style);
}

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
