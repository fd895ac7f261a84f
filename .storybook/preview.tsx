/**
 * Global styles and brand tokens for every story: the site's stylesheet and every area stylesheet
 * (src/styles/areas.ts; a story shows an island without the page that would ask for its area), in
 * their cascade order, plus the main brand's theme (brands/main/brand.json), rendered by the same
 * `themeToCss` that serves /theme.css.
 */
import type { Preview } from '@storybook/react-vite';
import '../src/styles/global.css';
import '../src/styles/office.css';
import '../src/styles/sports.css';
import '../src/styles/bet-history.css';
import '../src/styles/coupon.css';
import '../src/styles/products.css';
import '../src/styles/responsible.css';
import '../src/styles/casino.css';
import '../src/styles/bonus.css';
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
