// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { brandCheck } from './src/server/brand-check-integration.ts';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  // Islands render with renderToString: a page holds few islands and streaming each costs more than it saves.
  integrations: [brandCheck(), react({ experimentalDisableStreaming: true })],
  server: { host: '127.0.0.1', port: 4321 },
  // The portal answers many branded domains; Host is read by the middleware, not trusted for URLs.
  security: {
    checkOrigin: true,
    csp: {
      directives: ["default-src 'self'", "img-src 'self' data:", "connect-src 'self'", "object-src 'none'", "base-uri 'self'"],
    },
  },
  devToolbar: { enabled: false },
  trailingSlash: 'ignore',
});
