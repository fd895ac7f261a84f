/**
 * Storybook for the React islands (src/islands). It builds with its own Vite config: the project
 * has no vite.config.*, and astro.config.mjs (adapter, integrations, CSP) is for Astro only, so
 * Storybook never loads it. `viteFinal` keeps it that way should a shared Vite config appear.
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // Drop any Astro plugin (astro:*, @astrojs/*) a future vite.config might bring in: the islands
    // are plain React components and must build without the Astro pipeline.
    const plugins = (viteConfig.plugins ?? [])
      .flat(Infinity)
      .filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && /^(astro|@astrojs)/.test(plugin.name)));
    return { ...viteConfig, plugins };
  },
};

export default config;
