/**
 * The browser build's zod (src/server/zod-jitless-integration.ts): the portal's own modules get the
 * module that sets zod's jitless mode, so no island can build a schema before the setting (the CSP
 * refuses zod's eval probe); the server, zod itself and other packages resolve zod as usual.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOD_JITLESS_MODULE, zodJitlessPlugin, zodJitlessTarget } from '../../src/server/zod-jitless-integration.ts';

const own = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

describe('zod in the browser build', () => {
  it('resolves zod to the jitless module for the portal own browser modules, islands and schemas alike', () => {
    expect(ZOD_JITLESS_MODULE).toBe(own('src/client/shell/zod-jitless.ts'));
    expect(zodJitlessTarget('zod', own('schemas/feed-api.ts'), 'client')).toBe(ZOD_JITLESS_MODULE);
    expect(zodJitlessTarget('zod', `${own('src/islands/shell/SupportPanel.tsx')}?astro&type=script`, 'client')).toBe(ZOD_JITLESS_MODULE);
  });

  it('leaves the server build, the jitless module itself, other packages and other imports alone', () => {
    expect(zodJitlessTarget('zod', own('schemas/feed-api.ts'), 'server')).toBeNull();
    expect(zodJitlessTarget('zod', ZOD_JITLESS_MODULE, 'client')).toBeNull();
    expect(zodJitlessTarget('zod', own('node_modules/@hookform/resolvers/zod/dist/zod.mjs'), 'client')).toBeNull();
    expect(zodJitlessTarget('zod', '/elsewhere/app/x.ts', 'client')).toBeNull();
    expect(zodJitlessTarget('zod', undefined, 'client')).toBeNull();
    expect(zodJitlessTarget('react', own('schemas/feed-api.ts'), 'client')).toBeNull();
  });

  it('the plugin resolves by the environment it runs in', () => {
    const plugin = zodJitlessPlugin();
    const resolve = plugin.resolveId as (this: unknown, source: string, importer: string | undefined) => string | null;
    expect(resolve.call({ environment: { config: { consumer: 'client' } } }, 'zod', own('schemas/feed-api.ts'))).toBe(ZOD_JITLESS_MODULE);
    expect(resolve.call({ environment: { config: { consumer: 'server' } } }, 'zod', own('schemas/feed-api.ts'))).toBeNull();
  });

  it('the jitless module is zod with jitless mode set', async () => {
    const before = z.config().jitless;
    try {
      const jitless = await import('../../src/client/shell/zod-jitless.ts');
      expect(jitless.z).toBe(z);
      expect(jitless.default).toBe(z);
      expect(z.config().jitless).toBe(true);
      expect(jitless.z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
    } finally {
      z.config({ jitless: before });
    }
  });
});
