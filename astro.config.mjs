// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { brandCheck } from './src/server/brand-check-integration.ts';
import { clientDirectives } from './src/server/client-directives-integration.ts';
import { serverWorkers } from './src/server/workers/integration.ts';
import { directRoutes } from './src/server/direct/integration.ts';
import { remoteSectionScripts } from './src/server/remote-section-integration.ts';
import { zodJitless } from './src/server/zod-jitless-integration.ts';
import { DOCUMENT_UPLOAD_BODY_LIMIT } from './src/domain/verification/rules.ts';
import { execSync } from 'node:child_process';

/**
 * This build's version, answered by `/version.json` and carried by every page (spec §7, §4 App
 * version): PORTAL_BUILD_VERSION when set, else the commit and the build time, so each build differs.
 */
function buildVersion() {
  if (process.env.PORTAL_BUILD_VERSION) return process.env.PORTAL_BUILD_VERSION;
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || commit;
  } catch {
    // not a git checkout: the build time alone tells builds apart
  }
  return `${commit}-${Date.now().toString(36)}`;
}

export default defineConfig({
  output: 'server',
  // Backstop for any body read outside the body readers (src/server/request-body.ts: 64 KiB for JSON,
  // the upload endpoints' own limits): the largest body an endpoint takes, the
  // verification document upload's (the media library's 5 MiB images fit under it too).
  adapter: node({ mode: 'middleware', bodySizeLimit: DOCUMENT_UPLOAD_BODY_LIMIT, experimentalDisableStreaming: true }),
  // Islands render with renderToString: a page holds few islands and streaming each costs more than it saves.
  integrations: [brandCheck(), clientDirectives(), serverWorkers(), directRoutes(), remoteSectionScripts(), zodJitless(), react({ experimentalDisableStreaming: true })],
  server: { host: '127.0.0.1', port: 4321 },
  // The portal answers many branded domains; Host is read by the middleware, not trusted for URLs.
  security: {
    // The same cross-site form check runs in the middleware (src/server/middleware/origin-check.ts),
    // which leaves out the casino wallet API: providers' signed calls answer the wallet's own statuses.
    checkOrigin: false,
    csp: {
      directives: ["default-src 'self'", "img-src 'self' data:", "connect-src 'self'", "object-src 'none'", "base-uri 'self'"],
      // react-aria's usePress prepends <style id="react-aria-pressable-style"> (touch-action for pressables)
      // to <head> at run time; this is the hash of its text in react-aria 3.53. tests/e2e/islands.spec.ts
      // fails with a style-src-elem violation if an upgrade changes the text.
      styleDirective: { hashes: ['sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='] },
    },
  },
  vite: { define: { 'import.meta.env.PORTAL_BUILD_VERSION': JSON.stringify(buildVersion()) } },
  // Each page carries its styles (one stylesheet, ~11 KB compressed): no render-blocking request before the first paint.
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  trailingSlash: 'ignore',
});
